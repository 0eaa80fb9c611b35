import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { BootSplash } from './BootSplash';

/** Markup with whitespace between tags and attribute order differences removed. */
function normalise(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.replace(/>\s+</g, '><').trim();
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes].map((a) => [a.name, a.value] as const).sort();
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML.replace(/\s+/g, ' ');
}

describe('BootSplash', () => {
  it('is the markup index.html paints before any script, so React takes over without a jump', () => {
    const indexHtml = readFileSync(path.join(__dirname, '..', 'public', 'index.html'), 'utf8');
    const root = indexHtml.match(/<div id="root">([\s\S]*?)<\/div>\s*<\/body>/)?.[1];
    expect(root).toBeDefined();
    expect(normalise(root ?? '')).toBe(normalise(renderToStaticMarkup(<BootSplash />)));
  });

  it('says what is happening to screen readers, and hides the drawing from them', () => {
    const template = document.createElement('template');
    template.innerHTML = renderToStaticMarkup(<BootSplash />);
    const status = template.content.querySelector('[role="status"]');
    expect(status?.textContent).toContain('Loading GreenCart…');
    expect(status?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

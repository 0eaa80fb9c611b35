import { useDeferredValue, type ReactNode } from 'react';
import { AuthModal } from '../session/AuthModal';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import './layout.css';

/**
 * Every storefront screen: navbar, the page in `<main>`, footer, and the login modal. The
 * footer (never on the first screen) comes in a background render just after the first one,
 * whose commit and layout it would otherwise lengthen (one task on a phone).
 */
export function StorefrontLayout({ children }: { children: ReactNode }) {
  const withFooter = useDeferredValue(true, false);
  return (
    <div className="sf-app">
      <Navbar />
      <main id="main" className="sf-main" tabIndex={-1}>
        {children}
      </main>
      {withFooter ? <Footer /> : null}
      <AuthModal />
    </div>
  );
}

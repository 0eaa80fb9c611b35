import { startLanguage } from '@greencart/shared-ui/i18n';
import './catalogue';

/** Registers the storefront's catalogue and starts the page in its language (catalogue in). */
export function startStorefrontLanguage(): Promise<unknown> {
  return startLanguage();
}

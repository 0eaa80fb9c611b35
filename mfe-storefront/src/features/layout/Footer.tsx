import { Link } from '@greencart/shared-ui/router';
import { CATEGORIES, whatsappLink } from '@greencart/contracts';
import { useShopProfile } from '../shop/shopSettingsApi';
import { Logo } from './icons';
import { categoryLabel, useStorefrontT } from '../../i18n/catalogue';

/**
 * The storefront footer: shop links, categories, the owner's own links and the contact section
 * (#contact), all from the shop settings (docs/SETTINGS.md). Everything the owner typed is
 * shown as text; links were checked to be http(s), mailto or the shop's own paths.
 */
export function Footer() {
  const t = useStorefrontT();
  const profile = useShopProfile();
  const whatsapp = whatsappLink(profile.whatsapp);
  return (
    <footer className="sf-footer">
      <div className="sf-footer__grid">
        <div className="sf-footer__brand">
          <Logo name={profile.shopName} logoUrl={profile.logoUrl} />
          {profile.tagline ? <p>{profile.tagline}</p> : null}
        </div>
        <nav aria-label={t('footer.shop')} className="sf-footer__col">
          <h2 className="sf-footer__title">{t('footer.shop')}</h2>
          <ul>
            <li>
              <Link to="/">{t('nav.home')}</Link>
            </li>
            <li>
              <Link to="/products">{t('nav.allProducts')}</Link>
            </li>
            <li>
              <Link to="/cart">{t('footer.cart')}</Link>
            </li>
            <li>
              <Link to="/my-orders">{t('nav.myOrders')}</Link>
            </li>
            {profile.footerLinks.map((link, i) => (
              <li key={`${i}-${link.url}`}>
                {link.url.startsWith('/') ? (
                  <Link to={link.url}>{link.label}</Link>
                ) : (
                  <a href={link.url} rel="noopener noreferrer">
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.categories')} className="sf-footer__col">
          <h2 className="sf-footer__title">{t('footer.categories')}</h2>
          <ul>
            {CATEGORIES.map((c) => (
              <li key={c.path}>
                <Link to={`/products/${c.path.toLowerCase()}`}>
                  {categoryLabel(c.path, c.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section
          id="contact"
          aria-labelledby="sf-contact-title"
          className="sf-footer__col"
          tabIndex={-1}
        >
          <h2 id="sf-contact-title" className="sf-footer__title">
            {t('footer.contactUs')}
          </h2>
          <ul>
            <li>
              <a href={`mailto:${profile.email}`}>{profile.email}</a>
            </li>
            <li>
              <a href={`tel:${profile.phone.replace(/[^0-9+]/g, '')}`}>{profile.phone}</a>
            </li>
            {whatsapp ? (
              <li>
                <a href={whatsapp} rel="noopener noreferrer">
                  WhatsApp {profile.whatsapp}
                </a>
              </li>
            ) : null}
            <li>{profile.openingHours}</li>
            {profile.address ? <li>{profile.address}</li> : null}
          </ul>
        </section>
      </div>
      <p className="sf-footer__legal">
        {t('footer.rights', { year: new Date().getFullYear(), shop: profile.shopName })}
      </p>
    </footer>
  );
}

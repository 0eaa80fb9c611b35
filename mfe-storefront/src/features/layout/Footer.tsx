import { Link } from '@greencart/shared-ui/router';
import { CATEGORIES } from '@greencart/contracts';
import { Logo } from './icons';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from './navLinks';

/** The storefront footer: shop links, categories and the contact section (#contact). */
export function Footer() {
  return (
    <footer className="sf-footer">
      <div className="sf-footer__grid">
        <div className="sf-footer__brand">
          <Logo />
          <p>Fresh groceries and daily essentials, delivered to your door in under 30 minutes.</p>
        </div>
        <nav aria-label="Shop" className="sf-footer__col">
          <h2 className="sf-footer__title">Shop</h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/products">All Products</Link>
            </li>
            <li>
              <Link to="/cart">Cart</Link>
            </li>
            <li>
              <Link to="/my-orders">My Orders</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Categories" className="sf-footer__col">
          <h2 className="sf-footer__title">Categories</h2>
          <ul>
            {CATEGORIES.map((c) => (
              <li key={c.path}>
                <Link to={`/products/${c.path.toLowerCase()}`}>{c.label}</Link>
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
            Contact us
          </h2>
          <ul>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <li>
              <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
            </li>
            <li>Every day, 7 am – 10 pm</li>
          </ul>
        </section>
      </div>
      <p className="sf-footer__legal">
        © {new Date().getFullYear()} GreenCart. All rights reserved.
      </p>
    </footer>
  );
}

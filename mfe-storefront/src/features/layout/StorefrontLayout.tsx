import type { ReactNode } from 'react';
import { AuthModal } from '../session/AuthModal';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import './layout.css';

/** Every storefront screen: navbar, the page in `<main>`, footer, and the login modal. */
export function StorefrontLayout({ children }: { children: ReactNode }) {
  return (
    <div className="sf-app">
      <Navbar />
      <main id="main" className="sf-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <AuthModal />
    </div>
  );
}

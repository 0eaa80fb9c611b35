import { useShopProfile } from '../shop/shopSettingsApi';
import { useDeliveryPromise } from '../shop/useDeliveryPromise';
import { useStorefrontT } from '../../i18n/catalogue';

/** The badges drawn beside the claims: delivery first, then the owner's claims in turn. */
const DELIVERY_ICON = 'M13 3L4 14h7l-1 7 9-11h-7z';
const CLAIM_ICONS = [
  'M5 19c8 0 14-6 14-14C11 5 5 11 5 19zm0 0l7-7',
  'M4 12l8-8h8v8l-8 8zM16 8h.01',
  'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z',
];

/**
 * "Why we are the best?": the delivery promise that is true now (none: no delivery card), then
 * the owner's claims (shop settings); a claim without text is not shown, so a number the owner
 * cannot stand behind ("Loved by 10,000+") is theirs to remove.
 */
export function WhyUs() {
  const t = useStorefrontT();
  const profile = useShopProfile();
  const promise = useDeliveryPromise();
  const reasons = [
    ...(promise
      ? [{ title: t('home.fastDelivery'), text: `${promise}.`, icon: DELIVERY_ICON }]
      : []),
    ...profile.claims
      .filter((claim) => claim.text.trim() !== '')
      .map((claim, i) => ({ ...claim, icon: CLAIM_ICONS[i % CLAIM_ICONS.length] })),
  ];
  if (reasons.length === 0) return null;
  return (
    <section className="sf-section sf-why" aria-labelledby="sf-why-title">
      <h2 id="sf-why-title" className="sf-section__title">
        {t('home.whyUs')}
      </h2>
      <ul className="sf-why__list">
        {reasons.map((reason, i) => (
          <li key={`${i}-${reason.title}`} className="sf-why__item">
            <span className="sf-why__icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                <path
                  d={reason.icon}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <div>
              <h3 className="sf-why__title">{reason.title}</h3>
              <p className="sf-why__text">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

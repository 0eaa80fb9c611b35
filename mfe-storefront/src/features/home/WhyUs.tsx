/** The store's marketing claims, each with a small drawn badge. */
const REASONS = [
  {
    title: 'Fastest Delivery',
    text: 'Groceries delivered in under 30 minutes.',
    icon: 'M13 3L4 14h7l-1 7 9-11h-7z',
  },
  {
    title: 'Freshness Guaranteed',
    text: 'Fresh produce straight from the source.',
    icon: 'M5 19c8 0 14-6 14-14C11 5 5 11 5 19zm0 0l7-7',
  },
  {
    title: 'Affordable Prices',
    text: 'Quality groceries at unbeatable prices.',
    icon: 'M4 12l8-8h8v8l-8 8zM16 8h.01',
  },
  {
    title: 'Trusted by Thousands',
    text: 'Loved by 10,000+ happy customers.',
    icon: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  },
];

/** "Why we are the best?": the store's marketing claims. */
export function WhyUs() {
  return (
    <section className="sf-section sf-why" aria-labelledby="sf-why-title">
      <h2 id="sf-why-title" className="sf-section__title">
        Why We Are the Best?
      </h2>
      <ul className="sf-why__list">
        {REASONS.map((reason) => (
          <li key={reason.title} className="sf-why__item">
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

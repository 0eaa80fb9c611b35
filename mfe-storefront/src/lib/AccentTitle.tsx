/**
 * A page title whose message marks its accented words with double brackets
 * (`"My [[Account]]"` → My <span class="sf-accent">Account</span>), so each language puts the
 * accent where its word order puts the words.
 */
export function AccentTitle({ text }: { text: string }) {
  const parts = text.split(/\[\[(.*?)\]\]/);
  return (
    <h1 className="sf-page__title">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="sf-accent">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </h1>
  );
}

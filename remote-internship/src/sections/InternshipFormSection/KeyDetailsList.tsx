import type { KeyDetail } from '@tekvana/shared';

/** The section's key facts; nothing at all when the data has none (the internship pages' list is empty). */
export function KeyDetailsList({ details }: { details: KeyDetail[] | undefined }) {
  if (!details?.length) return null;
  return (
    <ul className="internship-key-details">
      {details.map((detail) => (
        <li key={detail.key}>
          <span className="internship-key-details__key">{detail.key}</span> <span>{detail.value}</span>
        </li>
      ))}
    </ul>
  );
}

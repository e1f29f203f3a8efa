interface Props {
  paragraphs?: string[];
  className?: string;
}

/** A section's supportText: one paragraph per entry. */
export function SupportText({ paragraphs, className = '' }: Props) {
  if (!paragraphs?.length) return null;
  return (
    <div className={`tk-section__text ${className}`.trim()}>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs are static content without ids; their order never changes.
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

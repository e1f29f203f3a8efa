import type { NoticeParagraph } from '@tekvana/contracts/privacyNotice';

/** A paragraph of the privacy notice's kind: its text, its e-mail addresses as mailto: links. */
export function NoticeText({ paragraph }: { paragraph: NoticeParagraph }) {
  return paragraph.map((part, index) =>
    // Parts are fixed text without ids; their order never changes.
    typeof part === 'string' ? (
      part
    ) : (
      <a key={index} href={`mailto:${part.email}`}>
        {part.email}
      </a>
    ),
  );
}

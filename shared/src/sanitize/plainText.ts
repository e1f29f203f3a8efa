const BLOCKS = 'p, li, div, br, h1, h2, h3, h4, h5, h6, tr, td, th, dt, dd';

/** The words of sanitized HTML, as one line of text (the job page head's description is made of them). */
export function plainText(html: string): string {
  // A parsed document is never rendered: nothing in it loads or runs.
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  // Paragraphs and list items end a word even where the markup has no space between them.
  body.querySelectorAll(BLOCKS).forEach((block) => block.after(' '));
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'alt' | 'width' | 'height'> & {
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  width: number;
  height: number;
};

/**
 * The content's way to show an image below the first screen: its size is given, so the page keeps its place for it
 * (no layout shift), and the browser fetches and decodes it only when it comes near.
 */
export function LazyImage({ alt, ...image }: Props) {
  return <img {...image} alt={alt} loading="lazy" decoding="async" />;
}

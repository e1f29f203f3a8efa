import type { Opening } from '@tekvana/shared';

/** The text of an opening field named by site data (the careers sections' configuration holds field names). */
export function openingField(opening: Opening, fieldName: string | undefined): string {
  if (!fieldName) return '';
  const value: unknown = (opening as unknown as Record<string, unknown>)[fieldName];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

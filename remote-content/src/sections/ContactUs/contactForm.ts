import { z } from 'zod';

/** The contact form's fields and messages (decision 016). */
export const contactSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.'),
  email: z.string().trim().min(1, 'Please enter your e-mail address.').pipe(z.email('Please enter a valid e-mail address, like name@example.com.')),
  contactNumber: z.string().trim(),
  message: z.string().trim().min(1, 'Please enter your message.'),
  smsOptIn: z.boolean().refine((ticked) => ticked, 'Please tick this box to agree to SMS messages.'),
});

export type ContactFormValues = z.input<typeof contactSchema>;

export const contactSchemaFor = () => contactSchema;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', contactNumber: '', message: '', smsOptIn: false };

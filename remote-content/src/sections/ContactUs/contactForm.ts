import { requiredText } from '@tekvana/shared/forms';
import * as z from '@tekvana/contracts/schema';

/** The contact form's fields and messages (decision 016). */
export const contactSchema = z.object({
  name: requiredText('Please enter your name.'),
  email: z.pipe(
    requiredText('Please enter your e-mail address.'),
    z.email('Please enter a valid e-mail address, like name@example.com.'),
  ),
  contactNumber: z.string().check(z.trim()),
  message: requiredText('Please enter your message.'),
  smsOptIn: z.boolean().check(z.refine((ticked) => ticked, 'Please tick this box to agree to SMS messages.')),
});

export type ContactFormValues = z.input<typeof contactSchema>;

export const contactSchemaFor = () => contactSchema;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  contactNumber: '',
  message: '',
  smsOptIn: false,
};

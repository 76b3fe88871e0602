import { z } from 'zod';
import { WORK_TYPES } from './jobs.js';

/** Whether rich text holds any words once its tags are set aside (an editor leaves `<p></p>`). */
export const htmlHasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/**
 * What publishing needs beyond a draft's title (a draft may lack all of it): a description with
 * words in it, a work type and a posting product. The API checks the saved job with it before
 * charging a credit; the job form checks its body with it on "Save and publish". Other keys pass.
 */
export const PublishableJob = z.object({
  description: z.string().refine(htmlHasText, { params: { rule: 'required' } }),
  work_type: z.enum(WORK_TYPES),
  product: z.string().trim().min(1),
});
export type PublishableJob = z.infer<typeof PublishableJob>;

/** Staff creating a job name whose it is (an employer user never does); the API answers "required". */
export const StaffJobChoice = z.object({ employer_id: z.number().int().positive() });

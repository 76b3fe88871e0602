import { z } from 'zod';
import { ACTIONS, SUBJECTS } from './vocabulary.js';

export const SubjectSchema = z.enum(SUBJECTS);
export const ActionSchema = z.enum(ACTIONS);

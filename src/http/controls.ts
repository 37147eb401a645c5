// A control's body (the host's controls, a seat's notification settings): the page's
// form fields, or JSON, each with its own schema, both giving the control's one shape
// of data. No body at all reads as `{}`: a script may send nothing for "no fields".
import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { formFields, isForm, jsonBody, type AppEnv } from './respond.ts';
import { heard, issuePath } from './refusal.ts';
import type { Refusal } from '../views.ts';

export type Control<T> = { ok: true; form: boolean; data: T } | { ok: false; refusal: Refusal; form: boolean };

export async function controlBody<T, E extends AppEnv>(
  c: Context<E>,
  formSchema: z.ZodMiniType<T>,
  jsonSchema: z.ZodMiniType<T>,
): Promise<Control<T>> {
  if (isForm(c)) {
    const read = await formFields(c);
    if (!read.ok) return { ok: false, form: true, refusal: read.refusal };
    const parsed = formSchema.safeParse(read.data);
    // A form's schema says its refusal (`said`); zod's own words are not the reader's language.
    return parsed.success
      ? { ok: true, form: true, data: parsed.data }
      : { ok: false, form: true, refusal: heard(parsed.error.issues[0]) ?? { key: 'controlFormUnreadable' } };
  }
  const body = await jsonBody(c, { empty: {} });
  if (!body.ok) return { ok: false, form: false, refusal: body.refusal };
  const parsed = jsonSchema.safeParse(body.data);
  return parsed.success
    ? { ok: true, form: false, data: parsed.data }
    : {
        ok: false,
        form: false,
        refusal: heard(parsed.error.issues[0]) ?? { key: 'unexpectedBody', path: issuePath(parsed.error) },
      };
}

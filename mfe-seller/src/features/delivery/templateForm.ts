import {
  DEFAULT_EXPRESS_SETTINGS,
  ISO_WEEKDAYS,
  slotTemplateProblem,
  type IsoWeekday,
  type SlotTemplate,
  type SlotTemplateRequest,
} from '@greencart/contracts';

/** One window of the weekly template as the form edits it (numbers are text until saved). */
export interface WindowRow {
  key: number;
  weekdays: IsoWeekday[];
  start: string;
  end: string;
  capacity: string;
}

/** A zone's slot template as typed. Express hours are one range for the days ticked. */
export interface TemplateForm {
  windows: WindowRow[];
  leadTime: string;
  /** Empty: no cut-off the day before. */
  cutoff: string;
  expressCapacity: string;
  expressPeriod: string;
  expressPromise: string;
  expressDays: IsoWeekday[];
  expressOpen: string;
  expressClose: string;
}

/** The fields an error can point at: a window's field (by row key) or one of the form's. */
export type TemplateErrors = {
  windows: Record<number, Partial<Record<'weekdays' | 'start' | 'end' | 'capacity', string>>>;
  list?: string;
} & Partial<
  Record<
    'leadTime' | 'cutoff' | 'expressCapacity' | 'expressPeriod' | 'expressPromise' | 'expressHours',
    string
  >
>;

export const NO_TEMPLATE_ERRORS: TemplateErrors = { windows: {} };

let nextKey = 0;

/** A window as the form shows it. */
export function windowRow(window: Omit<WindowRow, 'key' | 'capacity'> & { capacity: number }) {
  nextKey += 1;
  return { ...window, key: nextKey, capacity: String(window.capacity) };
}

/** A new window: Monday to Saturday, 08:00–10:00, ten orders. */
export function newWindowRow(): WindowRow {
  return windowRow({ weekdays: [1, 2, 3, 4, 5, 6], start: '08:00', end: '10:00', capacity: 10 });
}

export function formOf(template: SlotTemplate | undefined): TemplateForm {
  const express = template?.express ?? DEFAULT_EXPRESS_SETTINGS;
  const hours = express.openingHours;
  return {
    windows: (template?.windows ?? []).map((w) => windowRow({ ...w, weekdays: [...w.weekdays] })),
    leadTime: String(template?.leadTimeMinutes ?? 60),
    cutoff: template?.cutoffTime ?? '',
    expressCapacity: String(express.capacityPerPeriod),
    expressPeriod: String(express.periodMinutes),
    expressPromise: String(express.promiseMinutes),
    expressDays: hours.map((h) => h.weekday),
    expressOpen: hours[0]?.open ?? '09:00',
    expressClose: hours[0]?.close ?? '21:00',
  };
}

/** Whole numbers as typed; anything else is NaN, which the rules refuse. */
function whole(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function requestOf(form: TemplateForm): SlotTemplateRequest {
  return {
    windows: form.windows.map((w) => ({
      weekdays: ISO_WEEKDAYS.filter((d) => w.weekdays.includes(d)),
      start: w.start.trim(),
      end: w.end.trim(),
      capacity: whole(w.capacity),
    })),
    leadTimeMinutes: whole(form.leadTime),
    cutoffTime: form.cutoff.trim() === '' ? null : form.cutoff.trim(),
    express: {
      capacityPerPeriod: whole(form.expressCapacity),
      periodMinutes: whole(form.expressPeriod),
      promiseMinutes: whole(form.expressPromise),
      openingHours: ISO_WEEKDAYS.filter((d) => form.expressDays.includes(d)).map((weekday) => ({
        weekday,
        open: form.expressOpen.trim(),
        close: form.expressClose.trim(),
      })),
    },
  };
}

const FORM_FIELDS: Record<string, keyof Omit<TemplateErrors, 'windows' | 'list'>> = {
  leadTimeMinutes: 'leadTime',
  cutoffTime: 'cutoff',
  'express.capacityPerPeriod': 'expressCapacity',
  'express.periodMinutes': 'expressPeriod',
  'express.promiseMinutes': 'expressPromise',
};

/** A refusal (`field` a dotted path such as `windows.1.end`) as errors of the form. */
export function templateErrorsOf(
  form: TemplateForm,
  field: string | undefined,
  message: string,
): TemplateErrors {
  const path = field ?? '';
  const inWindow = /^windows\.(\d+)\.(weekdays|start|end|capacity)/.exec(path);
  const row = inWindow ? form.windows[Number(inWindow[1])] : undefined;
  if (inWindow && row) {
    return { windows: { [row.key]: { [inWindow[2]]: message } } };
  }
  if (path.startsWith('express.openingHours')) return { windows: {}, expressHours: message };
  const named = FORM_FIELDS[path];
  return named ? { windows: {}, [named]: message } : { windows: {}, list: message };
}

/** The template to send, checked first by the server's own rules (`slotTemplateProblem`). */
export function templateToSave(
  form: TemplateForm,
): { template: SlotTemplateRequest } | { errors: TemplateErrors } {
  const template = requestOf(form);
  const problem = slotTemplateProblem(template);
  return problem
    ? { errors: templateErrorsOf(form, problem.field, problem.message) }
    : { template };
}

import type { UseFormReturn } from 'react-hook-form';
import { textControlClassName } from '@/shared/ui/input';
import type { ComposeValues } from '../model/compose-schema';

/** What each part of the composer is given: the one form, and its values as last watched. */
export type ComposeSectionProps = {
  form: UseFormReturn<ComposeValues>;
  values: ComposeValues;
};

export const selectClass = `${textControlClassName} min-h-10`;

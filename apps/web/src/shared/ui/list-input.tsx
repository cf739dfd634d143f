import type { KeyboardEvent } from 'react';
import { TagsInput, type TagsInputProps } from '@mantine/core';

/** Enter in a list input adds the item, or nothing when empty; it never submits the form around it. */
export function preventEnterSubmit(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}

/**
 * An add-with-Enter list (skills, responsibilities…). Mantine's TagsInput lets an Enter on an
 * empty input through to the form, which then submits the whole dialog.
 */
export function ListInput({ onKeyDown, ...props }: TagsInputProps) {
  return (
    <TagsInput
      {...props}
      onKeyDown={(event) => {
        preventEnterSubmit(event);
        onKeyDown?.(event);
      }}
    />
  );
}

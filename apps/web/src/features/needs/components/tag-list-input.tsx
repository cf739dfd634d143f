import { TagsInput } from '@mantine/core';
import { cleanStringList } from '@staffing/domain';

type TTagListInputProps = {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  error?: string | undefined;
};

/** An add-with-Enter list: values trimmed, empty ones and duplicates ignored (spec 000 §5). */
export function TagListInput({
  label,
  value,
  onChange,
  placeholder = 'Type and press Enter',
  error,
}: TTagListInputProps) {
  return (
    <TagsInput
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(next) => onChange(cleanStringList(next))}
      acceptValueOnBlur
      clearable
      error={error}
    />
  );
}

import { cleanStringList } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { ListInput } from '../../../shared/ui/list-input.tsx';

type TTagListInputProps = {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  error?: string | undefined;
};

/** An add-with-Enter list: values trimmed, empty ones and duplicates ignored (spec 000 §5). */
export function TagListInput({ label, value, onChange, placeholder, error }: TTagListInputProps) {
  const t = useT();
  return (
    <ListInput
      label={label}
      placeholder={placeholder ?? t('needs.fields.tagPlaceholder')}

      value={value}
      onChange={(next) => onChange(cleanStringList(next))}
      acceptValueOnBlur
      clearable
      error={error}
    />
  );
}

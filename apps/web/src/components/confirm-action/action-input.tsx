import { DatePicker, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionField } from './use-confirmed-post';

type Props = {
  /** Dictionary key: the placeholder and the accessible name. */
  label: string;
  errors?: string[];
  onChange: (value: string) => void;
  testId?: string;
  /** A date, answered as `YYYY-MM-DD` (empty when cleared). */
  date?: boolean;
  /** A text area of this many rows. */
  rows?: number;
  maxLength?: number;
  /** A note: a text area of 2 rows, up to 1000 characters (as a workflow action's text inputs). */
  note?: boolean;
  /** Controlled (a field the screen clears after posting); uncontrolled without it. */
  value?: string;
};

/**
 * One input of an inline action (a licence's issue, a ticket's reply, a vote's note): its label as
 * placeholder and accessible name, the server's refusal under it.
 */
export function ActionInput({ label, errors, onChange, testId, date, note, value, ...size }: Props) {
  const { t } = useTranslation();
  const { rows, maxLength } = note ? { rows: 2, maxLength: 1000 } : size;
  const text = t(label);
  const common = { placeholder: text, 'aria-label': text, 'data-testid': testId };
  return (
    <ActionField errors={errors}>
      {date ? (
        <DatePicker {...common} onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : '')} />
      ) : rows ? (
        <Input.TextArea
          {...common}
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input {...common} maxLength={maxLength} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </ActionField>
  );
}

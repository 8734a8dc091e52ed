import { DatePicker, type DatePickerProps } from 'antd';

/** The lazily loaded half of DateFilter. */
export default function DateFilterPicker(props: DatePickerProps) {
  return <DatePicker {...props} />;
}

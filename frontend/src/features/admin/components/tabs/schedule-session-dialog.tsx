import {
  COURSE_DEFAULT_PRICE_PENCE,
  COURSE_SESSION_HOURS,
  COURSE_SLOTS,
  CourseMessage,
  type CourseSessionType,
} from '@mithaq/contracts';
import { Form, Input, InputNumber, Select } from 'antd';
import { showFieldErrors } from '../../../../lib/form-rules';
import { penceToPounds, poundsToPence } from '../../../../lib/format';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { useAdminCreateCourseSessionMutation } from '../../api/course-admin-api';
import { FormDialog } from '../form-dialog';

export interface ScheduleValues {
  date: string;
  time: string;
  sessionType: CourseSessionType;
  location: string;
  availableSlots: number;
  /** Pounds, as entered. */
  price: number;
}

const fieldNames = ['date', 'time', 'sessionType', 'location', 'availableSlots', 'price'] as const;

/** The 'Schedule course session' dialog: slots 1–100 (default 20), price in pounds sent in pence. */
export const ScheduleSessionDialog = ({ onClose }: { onClose: () => void }) => {
  const [create] = useAdminCreateCourseSessionMutation();
  const run = useMutationAction();
  const [form] = Form.useForm<ScheduleValues>();

  const submit = async (values: ScheduleValues): Promise<boolean> => {
    const outcome = await run(
      create({
        date: values.date,
        time: values.time,
        sessionType: values.sessionType,
        location: values.location.trim(),
        availableSlots: values.availableSlots,
        price: poundsToPence(values.price),
      }),
      {
        success: { title: 'Course session scheduled successfully' },
        failure: { title: 'Creation failed', description: 'Failed to create course session' },
      },
    );
    if (!outcome.ok) {
      showFieldErrors(form, outcome.error.fields, fieldNames);
    }
    return outcome.ok;
  };

  return (
    <FormDialog<ScheduleValues>
      title="Schedule course session"
      okText="Schedule Session"
      form={form}
      initialValues={{
        availableSlots: COURSE_SLOTS.default,
        price: penceToPounds(COURSE_DEFAULT_PRICE_PENCE),
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="date"
        label="Date"
        rules={[{ required: true, message: CourseMessage.DateRequired }]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item
        name="sessionType"
        label="Session type"
        rules={[{ required: true, message: CourseMessage.SessionTypeRequired }]}
      >
        <Select<CourseSessionType>
          placeholder="Choose morning or afternoon"
          options={[
            { value: 'morning', label: 'Morning (9:00am-12:00pm)' },
            { value: 'afternoon', label: 'Afternoon (1:00pm-4:00pm)' },
          ]}
          onChange={(type) => form.setFieldValue('time', COURSE_SESSION_HOURS[type].time)}
        />
      </Form.Item>
      <Form.Item
        name="time"
        label="Time"
        rules={[{ required: true, message: CourseMessage.TimeRequired }]}
      >
        <Input type="time" />
      </Form.Item>
      <Form.Item
        name="location"
        label="Location"
        rules={[{ required: true, whitespace: true, message: CourseMessage.LocationRequired }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="availableSlots"
        label="Available slots"
        rules={[
          { required: true, message: CourseMessage.SlotsRange },
          {
            type: 'integer',
            min: COURSE_SLOTS.min,
            max: COURSE_SLOTS.max,
            message: CourseMessage.SlotsRange,
          },
        ]}
      >
        <InputNumber<number> step={1} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="price"
        label="Price (£)"
        rules={[
          { required: true, message: 'Price is required' },
          { type: 'number', min: 0, message: CourseMessage.PriceNegative },
        ]}
      >
        <InputNumber<number> min={0} step={0.01} prefix="£" style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
};

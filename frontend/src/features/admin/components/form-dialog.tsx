import { Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';

interface FormDialogProps<Values extends object> {
  title: string;
  okText: string;
  initialValues?: Partial<Values>;
  /** The form's instance, when the dialog's fields need to reach it (set one from another). */
  form?: FormInstance<Values>;
  /** Resolves true when the dialog should close (the call succeeded). */
  onSubmit: (values: Values) => Promise<boolean>;
  onClose: () => void;
  /** Wider than antd's 520 px for a form with a text editor; never wider than the screen. */
  width?: number;
  children: ReactNode;
}

/** A modal form, mounted only while open so each opening starts from its initial values. */
export const FormDialog = <Values extends object>({
  title,
  okText,
  initialValues,
  form: external,
  onSubmit,
  onClose,
  width,
  children,
}: FormDialogProps<Values>) => {
  const [form] = Form.useForm<Values>(external);
  const [submitting, setSubmitting] = useState(false);

  const finish = async (values: Values) => {
    setSubmitting(true);
    try {
      if (await onSubmit(values)) {
        onClose();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="Cancel"
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      {...(width === undefined ? {} : { width: `min(${width}px, calc(100vw - 32px))` })}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void finish(values)}
      >
        {children}
      </Form>
    </Modal>
  );
};

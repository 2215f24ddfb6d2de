import { DomainError } from '../errors';
import { fieldErrorsOf } from '../validation';
import {
  composeEmailSchema,
  contactSchema,
  createContentSchema,
  createSettingSchema,
  parseUploadOrThrow,
  respondSchema,
  updateSettingSchema,
  logoUploadFieldsSchema,
  siteImageUploadFieldsSchema,
  updateSubmissionSchema,
  uploadLogoSchema,
  uploadSiteImageSchema,
} from './schemas';
import type { z } from 'zod';

const messagesOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

const contact = {
  name: 'Maryam Ali',
  email: 'maryam@example.com',
  subject: 'Membership question',
  message: 'Could you tell me more about the Gold membership?',
};

describe('contact form', () => {
  it('accepts a valid message and trims it', () => {
    expect(contactSchema.parse({ ...contact, name: '  Maryam Ali ' }).name).toBe('Maryam Ali');
  });

  it.each([
    ['name', 'M', 'Name must be at least 2 characters.'],
    ['name', ' M ', 'Name must be at least 2 characters.'],
    ['email', 'maryam.example.com', 'Please enter a valid email address.'],
    ['subject', 'Help', 'Subject must be at least 5 characters.'],
    ['message', 'Too short', 'Message must be at least 10 characters.'],
  ])('refuses %s %p with the spec text', (field, value, message) => {
    expect(messagesOf(contactSchema, { ...contact, [field]: value })[field]).toBe(message);
  });

  it('gives the same texts when fields are missing', () => {
    expect(messagesOf(contactSchema, {})).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      subject: 'Subject must be at least 5 characters.',
      message: 'Message must be at least 10 characters.',
    });
  });

  it('bounds each field', () => {
    const long = messagesOf(contactSchema, {
      name: 'a'.repeat(101),
      email: contact.email,
      subject: 's'.repeat(201),
      message: 'm'.repeat(5001),
    });
    expect(Object.keys(long).sort()).toEqual(['message', 'name', 'subject']);
    expect(messagesOf(contactSchema, { ...contact, message: 'm'.repeat(5000) })).toEqual({});
  });
});

describe('admin forms', () => {
  it('requires key and value of a new setting, and a plain key', () => {
    expect(messagesOf(createSettingSchema, {})).toEqual({
      key: 'Key is required',
      value: 'Value is required',
    });
    expect(messagesOf(createSettingSchema, { key: 'Site Name', value: 'x' }).key).toBe(
      'Key can only contain lower-case letters, numbers and hyphens',
    );
    expect(messagesOf(createSettingSchema, { key: 'k'.repeat(51), value: 'x' }).key).toBe(
      'Key must be at most 50 characters',
    );
    expect(
      messagesOf(createSettingSchema, { key: 'site-name', value: 'v'.repeat(2001) }).value,
    ).toBe('Value must be at most 2000 characters');
  });

  it('lets a setting be set to empty (the default logo) but not left out', () => {
    expect(updateSettingSchema.parse({ value: '' })).toEqual({ value: '' });
    expect(messagesOf(updateSettingSchema, {}).value).toBe('Value is required');
  });

  it('requires key and title of new content', () => {
    expect(messagesOf(createContentSchema, { content: '<p>x</p>' })).toEqual({
      key: 'Key is required',
      title: 'Title is required',
    });
    expect(createContentSchema.parse({ key: 'about', title: 'About' }).content).toBe('');
  });

  it('requires subject and message of a reply, and keeps the subject on one line', () => {
    expect(messagesOf(respondSchema, { subject: ' ', message: '' })).toEqual({
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(respondSchema.parse({ subject: 'Hi\r\nBcc: x@y.z', message: 'm' }).subject).toBe(
      'Hi Bcc: x@y.z',
    );
  });

  it('requires a valid recipient of a composed email', () => {
    expect(messagesOf(composeEmailSchema, { subject: 's', message: 'm' }).to).toBe(
      'To is required',
    );
    expect(messagesOf(composeEmailSchema, { to: 'nobody', subject: 's', message: 'm' }).to).toBe(
      'Please enter a valid email address',
    );
  });

  it('needs a status or notes to change a submission', () => {
    expect(messagesOf(updateSubmissionSchema, {})).toEqual({ _: 'Give a status or admin notes' });
    expect(messagesOf(updateSubmissionSchema, { status: 'archived' }).status).toBe(
      'Status must be unread, read or responded',
    );
    expect(updateSubmissionSchema.parse({ adminNotes: ' called back ' })).toEqual({
      adminNotes: 'called back',
    });
  });
});

describe('image upload form fields', () => {
  const messageOf = (schema: z.ZodType, input: unknown): string => {
    try {
      parseUploadOrThrow(schema, input);
      return 'accepted';
    } catch (error) {
      return error instanceof DomainError ? error.message : String(error);
    }
  };

  it('accepts the logo keys only, as the message itself', () => {
    expect(messageOf(logoUploadFieldsSchema, { settingKey: 'header-logo' })).toBe('accepted');
    expect(messageOf(logoUploadFieldsSchema, { settingKey: 'site-name' })).toBe(
      'Setting key must be header-logo, footer-logo or site-logo',
    );
  });

  it('names a stray field rather than ignoring it (an old client sending a data URL)', () => {
    expect(
      messageOf(logoUploadFieldsSchema, { settingKey: 'header-logo', imageData: 'data:,' }),
    ).toMatch(/imageData/);
    expect(
      messageOf(siteImageUploadFieldsSchema, {
        category: 'testimonial',
        title: 'Hall',
        imageData: 'data:,',
      }),
    ).toMatch(/imageData/);
  });

  it('needs a category and a title for a site image; the alt text defaults to empty', () => {
    expect(messageOf(siteImageUploadFieldsSchema, { title: 'Hall' })).toBe(
      'Category must be service-hero or testimonial',
    );
    expect(messageOf(siteImageUploadFieldsSchema, { category: 'testimonial', title: ' ' })).toBe(
      'Title is required',
    );
    expect(
      siteImageUploadFieldsSchema.parse({ category: 'service-hero', title: ' Hall ' }),
    ).toEqual({ category: 'service-hero', title: 'Hall', alt: '' });
  });
});

describe('image upload to the content service', () => {
  it('answers a missing image with the dialog text as the message itself', () => {
    expect(() => parseUploadOrThrow(uploadLogoSchema, { settingKey: 'header-logo' })).toThrow(
      'No image selected: Please select an image to upload',
    );
    expect(
      uploadSiteImageSchema.parse({ category: 'testimonial', title: 'x', imageData: 'data:,' }),
    ).toEqual({ category: 'testimonial', title: 'x', alt: '', imageData: 'data:,' });
  });
});

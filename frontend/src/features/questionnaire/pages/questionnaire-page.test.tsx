import { buildQuestionnaireAnswers, type Gender, type Questionnaire } from '@mithaq/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { aUser, LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { fullNavigation } from '../lib/full-navigation';
import { QuestionnairePage } from './questionnaire-page';

// antd forms in jsdom are slow: give each wait some room.
configure({ asyncUtilTimeout: 5000 });

const USER_ID = '7f0c2a1e-3b4d-4c5e-8f9a-0b1c2d3e4f50';

const member = (gender: Gender, questionnaireCompleted: boolean) =>
  aUser({
    gender,
    questionnaireCompleted,
    profileCompletion: questionnaireCompleted ? 100 : 70,
    questionnaireStatus: questionnaireCompleted ? 'pending' : 'none',
  });

const storedQuestionnaire = (gender: Gender): Questionnaire => ({
  id: 'b1a4c7d0-0000-4000-8000-000000000001',
  userId: USER_ID,
  createdAt: '2025-02-01T00:00:00.000Z',
  updatedAt: '2025-02-01T00:00:00.000Z',
  reviewStatus: 'pending',
  reviewReason: null,
  reviewedAt: null,
  ...buildQuestionnaireAnswers(gender, {
    priorityReligiousness: 4,
    priorityEthnicity: 2,
    priorityAge: 1,
    polygamyViews: 'opposed',
    livingArrangement: 'flexible',
    height: 165,
    weight: null,
    ...(gender === 'female' ? {} : { beardLevel: 'full' }),
  }),
});

const renderQuestionnaire = (
  path: string,
  user: ReturnType<typeof member>,
  handlers: Record<string, Handler> = {},
) => {
  const fetch = mockFetch({
    'GET /api/user': () => json(200, user),
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    'GET /api/site-settings': () => json(200, [{ key: 'site-name', value: 'Mithaq Test' }]),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/questionnaire', element: <QuestionnairePage /> },
      { path: '/', element: <LocationProbe label="Home probe" /> },
    ],
    path,
  );
  return { ...fetch, ...view };
};

const button = (name: string) => screen.getByRole('button', { name });

const fieldBox = (id: string): HTMLElement => {
  const box = document.getElementById(id)?.closest<HTMLElement>('.ant-form-item');
  if (!box) {
    throw new Error(`no form item for #${id}`);
  }
  return box;
};

const section = (n: number) => screen.findByText(`Section ${n} of 9`);

/** Answers a radio group or a select with the option of this label. */
const answer = async (id: string, label: string) => {
  const control = document.getElementById(id);
  if (!control) {
    throw new Error(`no #${id}`);
  }
  if (control.getAttribute('role') === 'combobox') {
    fireEvent.mouseDown(control);
    const option = await waitFor(() => {
      const popup = document.getElementById(`${id}_list`)?.closest('.ant-select-dropdown');
      const match = [
        ...(popup?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? []),
      ].find((element) => element.getAttribute('title') === label);
      if (!match) {
        throw new Error(`option ${label} not shown`);
      }
      return match;
    });
    fireEvent.click(option);
    return;
  }
  fireEvent.click(within(control).getByLabelText(label));
};

const typeNumber = (id: string, value: string) => {
  const input = document.getElementById(id);
  if (!input) {
    throw new Error(`no #${id}`);
  }
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const next = () => fireEvent.click(button('Next'));

/** Answers sections 2 to 8 (the priorities keep their defaults) and arrives on section 9. */
const answerUpToPhysical = async () => {
  next();
  await section(2);
  await answer('practiceLevel', 'Practicing');
  await answer('lookingForPracticeLevel', 'Equally practicing');
  await answer('religiousCommunityInvolvement', 'Regular');
  next();
  await section(3);
  await answer('readyForMarriage', 'Yes');
  await answer('timelineToMarriage', 'Within a year');
  await answer('marriageExpectations', 'Companionship');
  await answer('disabilityOpenness', 'Mild disabilities');
  next();
  await section(4);
  await answer('madhhab', 'Hanafi');
  await answer('polygamyViews', 'Opposed');
  next();
  await section(5);
  await answer('interculturalMarriage', 'Yes');
  await answer('familyInvolvement', 'Very involved');
  next();
  await section(6);
  await answer('workAfterMarriage', 'Flexible');
  await answer('childrenViews', 'A few');
  await answer('smokingAcceptable', 'No');
  next();
  await section(7);
  await answer('communicationStyle', 'With the wali present');
  next();
  await section(8);
  await answer('residentialStatus', 'With parents');
  await answer('livingArrangement', 'Flexible');
  await answer('familyLivingWithYou', 'Both parents');
  await answer('relocateWilling', 'Yes');
  next();
  await section(9);
};

describe('/questionnaire', { timeout: 90_000 }, () => {
  it('starts on section 1 of 9 with Back disabled and the priority defaults', async () => {
    renderQuestionnaire('/questionnaire?registration=true', member('female', false));
    expect(await section(1)).toBeTruthy();
    expect(await screen.findByText('What Matters Most')).toBeTruthy();
    expect(button('Back').hasAttribute('disabled')).toBe(true);
    const sliders = screen.getAllByRole('slider');
    expect(sliders.map((slider) => slider.getAttribute('aria-valuenow'))).toEqual([
      '5',
      '3',
      '3',
      '2',
    ]);
    expect(await screen.findByText('11% complete')).toBeTruthy();
    next();
    expect(await section(2)).toBeTruthy();
    expect(button('Back').hasAttribute('disabled')).toBe(false);
  });

  it('shows the message under an empty required field and stays on the section', async () => {
    renderQuestionnaire('/questionnaire', member('female', false));
    await section(1);
    next();
    await section(2);
    await answer('practiceLevel', 'Practicing');
    next();
    expect(
      await within(fieldBox('lookingForPracticeLevel')).findByText(
        "Please choose your spouse's practice level",
      ),
    ).toBeTruthy();
    expect(
      within(fieldBox('religiousCommunityInvolvement')).getByText(
        'Please choose your community involvement',
      ),
    ).toBeTruthy();
    expect(fieldBox('practiceLevel').querySelector('.ant-form-item-explain-error')).toBeNull();
    expect(await screen.findByText('Section 2 of 9')).toBeTruthy();
    fireEvent.click(button('Back'));
    expect(await section(1)).toBeTruthy();
  });

  it(
    'submits a first questionnaire with POST, integers and nulls, then goes to /',
    { timeout: 90_000 },
    async () => {
      const assign = vi.spyOn(fullNavigation, 'assign').mockImplementation(() => undefined);
      let posts = 0;
      const { callsTo } = renderQuestionnaire(
        '/questionnaire?registration=true',
        member('male', false),
        {
          'POST /api/questionnaire': () => {
            posts += 1;
            return posts === 1
              ? json(500, { statusCode: 500, message: 'Database unavailable', code: 'INTERNAL' })
              : json(201, storedQuestionnaire('male'));
          },
          'GET /api/questionnaire/7f0c2a1e-3b4d-4c5e-8f9a-0b1c2d3e4f50': () =>
            json(200, storedQuestionnaire('male')),
        },
      );
      await section(1);
      await answerUpToPhysical();
      expect(await screen.findByText('Beard length')).toBeTruthy();
      expect(screen.queryByText('Do you wear hijab?')).toBeNull();
      expect(button('Submit')).toBeTruthy();
      typeNumber('height', '175.8');
      await answer('complexion', 'Olive');
      await answer('bodyType', 'Athletic');
      await answer('fitnessLevel', 'Active');
      fireEvent.click(button('Submit'));
      expect(
        await within(fieldBox('beardLevel')).findByText('Please choose a beard length'),
      ).toBeTruthy();
      expect(callsTo('POST /api/questionnaire')).toHaveLength(0);
      await answer('beardLevel', 'Short');
      fireEvent.click(button('Submit'));
      expect(await screen.findByText('Submission failed')).toBeTruthy();
      expect(await screen.findByText('Database unavailable')).toBeTruthy();
      expect(assign).not.toHaveBeenCalled();

      fireEvent.click(button('Submit'));
      expect(await screen.findByText('Questionnaire completed')).toBeTruthy();
      expect(
        await screen.findByText('Registration completed! Welcome to Mithaq Test.'),
      ).toBeTruthy();
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/'), { timeout: 5000 });
      const [, call] = callsTo('POST /api/questionnaire');
      const body = JSON.parse(call?.body ?? '{}') as Record<string, unknown>;
      expect(body).toMatchObject({
        userId: USER_ID,
        priorityReligiousness: 5,
        priorityEthnicity: 3,
        priorityEducation: 3,
        priorityAge: 2,
        practiceLevel: 'practicing',
        readyForMarriage: true,
        smokingAcceptable: false,
        height: 175,
        weight: null,
        preferredAgeMin: null,
        beardLevel: 'short',
        hijabLevel: null,
      });
      expect(callsTo('GET /api/user').length).toBeGreaterThanOrEqual(2);
      expect(callsTo('PATCH /api/questionnaire/7f0c2a1e-3b4d-4c5e-8f9a-0b1c2d3e4f50')).toHaveLength(
        0,
      );
    },
  );

  it(
    'prefills the stored answers in update mode, asks hijab of a woman and PATCHes',
    { timeout: 90_000 },
    async () => {
      const assign = vi.spyOn(fullNavigation, 'assign').mockImplementation(() => undefined);
      const path = '/api/questionnaire/7f0c2a1e-3b4d-4c5e-8f9a-0b1c2d3e4f50';
      const { callsTo } = renderQuestionnaire('/questionnaire?edit=true', member('female', true), {
        [`GET ${path}`]: () => json(200, storedQuestionnaire('female')),
        [`PATCH ${path}`]: () => json(200, storedQuestionnaire('female')),
      });
      await section(1);
      expect(
        screen.getAllByRole('slider').map((slider) => slider.getAttribute('aria-valuenow')),
      ).toEqual(['4', '2', '3', '1']);
      for (let n = 2; n <= 9; n += 1) {
        next();
        await section(n);
      }
      expect(await screen.findByText('Do you wear hijab?')).toBeTruthy();
      expect(screen.queryByText('Beard length')).toBeNull();
      typeNumber('height', '');
      fireEvent.click(button('Submit'));
      expect(await screen.findByText('Questionnaire updated')).toBeTruthy();
      expect(
        await screen.findByText(
          'Your matching preferences have been updated. This may affect your matches.',
        ),
      ).toBeTruthy();
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/'), { timeout: 5000 });
      const body = JSON.parse(callsTo(`PATCH ${path}`)[0]?.body ?? '{}') as Record<string, unknown>;
      expect(body).toMatchObject({
        userId: USER_ID,
        hijabLevel: 'always',
        beardLevel: null,
        height: null,
        priorityReligiousness: 4,
      });
      expect(body).not.toHaveProperty('reviewStatus');
      expect(callsTo('POST /api/questionnaire')).toHaveLength(0);
    },
  );

  it(
    'shows "Update failed" with the server message when the update is refused',
    { timeout: 90_000 },
    async () => {
      const assign = vi.spyOn(fullNavigation, 'assign').mockImplementation(() => undefined);
      const path = '/api/questionnaire/7f0c2a1e-3b4d-4c5e-8f9a-0b1c2d3e4f50';
      renderQuestionnaire('/questionnaire?edit=true', member('male', true), {
        [`GET ${path}`]: () => json(200, storedQuestionnaire('male')),
        [`PATCH ${path}`]: () =>
          json(400, {
            statusCode: 400,
            message: 'Validation failed',
            code: 'VALIDATION_FAILED',
            fields: { beardLevel: 'Please choose a beard length' },
          }),
      });
      await section(1);
      for (let n = 2; n <= 9; n += 1) {
        next();
        await section(n);
      }
      fireEvent.click(button('Submit'));
      expect(await screen.findByText('Update failed')).toBeTruthy();
      expect(await screen.findByText('Validation failed')).toBeTruthy();
      expect(
        await within(fieldBox('beardLevel')).findByText('Please choose a beard length'),
      ).toBeTruthy();
      expect(assign).not.toHaveBeenCalled();
    },
  );

  it('sends a member who has completed it to / without a flag', async () => {
    renderQuestionnaire('/questionnaire', member('female', true));
    expect(await screen.findByText('Home probe')).toBeTruthy();
  });
});

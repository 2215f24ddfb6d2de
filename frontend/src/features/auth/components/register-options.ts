import {
  genders,
  maritalStatuses,
  practiceLevelLabels,
  practiceLevels,
  type Gender,
  type MaritalStatus,
} from '@mithaq/contracts';

const genderLabels: Record<Gender, string> = { male: 'Male', female: 'Female' };

const maritalStatusLabels: Record<MaritalStatus, string> = {
  single: 'Single',
  divorced: 'Divorced',
  widowed: 'Widowed',
};

export const genderOptions = genders.map((value) => ({ value, label: genderLabels[value] }));

export const maritalStatusOptions = maritalStatuses.map((value) => ({
  value,
  label: maritalStatusLabels[value],
}));

export const practiceLevelOptions = practiceLevels.map((value) => ({
  value,
  label: practiceLevelLabels[value],
}));

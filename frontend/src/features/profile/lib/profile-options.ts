import {
  genders,
  islamicSects,
  maritalStatuses,
  practiceLevelLabels,
  practiceLevels,
  ukResidencyStatuses,
  workingStatuses,
  type Gender,
  type IslamicSect,
  type UkResidencyStatus,
  type WorkingStatus,
} from '@mithaq/contracts';
import { maritalStatusLabels } from './member-details';

const genderLabels: Record<Gender, string> = { male: 'Male', female: 'Female' };

const islamicSectLabels: Record<IslamicSect, string> = {
  sunni: 'Sunni',
  shia: 'Shia',
  sufi: 'Sufi',
  other: 'Other',
};

const ukResidencyStatusLabels: Record<UkResidencyStatus, string> = {
  uk_citizen: 'UK citizen',
  permanent_resident: 'Permanent resident',
  visa_holder: 'Visa holder',
  non_resident: 'Non-resident',
};

const workingStatusLabels: Record<WorkingStatus, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  self_employed: 'Self-employed',
  student: 'Student',
  homemaker: 'Homemaker',
  retired: 'Retired',
  unemployed: 'Unemployed',
};

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const genderOptions = optionsOf(genders, genderLabels);
export const maritalStatusOptions = optionsOf(maritalStatuses, maritalStatusLabels);
export const practiceLevelOptions = optionsOf(practiceLevels, practiceLevelLabels);
export const islamicSectOptions = optionsOf(islamicSects, islamicSectLabels);
export const ukResidencyStatusOptions = optionsOf(ukResidencyStatuses, ukResidencyStatusLabels);
export const workingStatusOptions = optionsOf(workingStatuses, workingStatusLabels);

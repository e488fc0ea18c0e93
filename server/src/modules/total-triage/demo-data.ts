import type { Db } from '../../db/client.js';
import { careNavigationRules, customQuestions, totalTriageSettings } from './tables.js';

/*
 * Total triage demo settings. Riverside (1001, total triage on; its minimum patient age 5 is a client setting, seeded
 * in modules/client-settings/demo-data.ts: Leo Smith, born 2024, is refused); care navigation rules, first match wins:
 *   1 "Repeat prescriptions to Prescriptions"  admin 'Repeat prescription'  → Prescriptions (4), Routine
 *   2 "Chest pain is urgent"                   medical 'Chest pain'          → Clinicians (3), Urgent
 *   3 "Children with a cough or cold"          medical 'Cough or cold', age 0–15 → Clinicians (3), Same day
 *   4 "Fit notes to Reception"                 admin 'Fit note'              → Reception (2), Routine
 * Questions: "How long have you had this problem?" (medical, required), "Is anything making it better or worse?"
 * (medical, optional), "When is the best time to call you back?" (both, optional).
 * Hillview (1002) has settings too, but total triage is off for it (its feature flag).
 */
export const MEDICAL_PROBLEMS = [
  'Cough or cold',
  'Chest pain',
  'Skin problem',
  'Back or joint pain',
  'Mental health',
  'Urinary symptoms',
  'Stomach or bowel problem',
  'Medication question',
  'Other medical problem',
];

export async function seedTotalTriage(db: Db): Promise<void> {
  await db.insert(totalTriageSettings).values([
    { wcmsId: 1001, medicalProblems: MEDICAL_PROBLEMS },
    { wcmsId: 1002, medicalProblems: MEDICAL_PROBLEMS },
  ]);
  await db.insert(customQuestions).values([
    {
      wcmsId: 1001,
      question: 'How long have you had this problem?',
      enquiryType: 'medical',
      optional: false,
      position: 1,
    },
    {
      wcmsId: 1001,
      question: 'Is anything making it better or worse?',
      enquiryType: 'medical',
      optional: true,
      position: 2,
    },
    {
      wcmsId: 1001,
      question: 'When is the best time to call you back?',
      enquiryType: 'both',
      optional: true,
      position: 3,
    },
  ]);
  await db.insert(careNavigationRules).values([
    {
      wcmsId: 1001,
      name: 'Repeat prescriptions to Prescriptions',
      requestType: 'admin',
      adminQuery: 'Repeat prescription',
      priority: 'routine',
      routePoolId: 4,
      position: 1,
    },
    {
      wcmsId: 1001,
      name: 'Chest pain is urgent',
      requestType: 'medical',
      medicalProblem: 'Chest pain',
      priority: 'urgent',
      routePoolId: 3,
      position: 2,
    },
    {
      wcmsId: 1001,
      name: 'Children with a cough or cold',
      requestType: 'medical',
      medicalProblem: 'Cough or cold',
      minAge: 0,
      maxAge: 15,
      priority: 'same_day',
      routePoolId: 3,
      position: 3,
    },
    {
      wcmsId: 1001,
      name: 'Fit notes to Reception',
      requestType: 'admin',
      adminQuery: 'Fit note',
      priority: 'routine',
      routePoolId: 2,
      position: 4,
    },
  ]);
}

import type { ClientAccount } from '../../../../contract/accounts/accounts';

/** A client account as the dashboard receives it, for component tests: nothing recorded, at the assessment stage. */
export function clientAccount(overrides: Partial<ClientAccount> = {}): ClientAccount {
  return {
    id: 1,
    caseId: 'RC-012350',
    submissionId: null,
    assessmentReference: null,
    email: 'client@example.com',
    firstName: 'Casey',
    lastName: 'Client',
    recoveredAmount: '0.00',
    transferredAmount: '0.00',
    availableAmount: '0.00',
    currency: 'USD',
    recoveryStatus: 'under_review',
    recoveryStatusChangedAt: '2026-11-01T10:00:00.000Z',
    caseHandler: null,
    lastLogin: null,
    previousLogin: null,
    isActive: true,
    caseStage: 'assessment',
    caseStageChangedAt: '2026-11-01T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

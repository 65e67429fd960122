import { describe, expect, it } from 'vitest';
import { imageProblem, PROOF_RULE, toProof } from './image-file.ts';

const MB = 1024 * 1024;

describe('payout proof images', () => {
  it('takes png and jpg up to 5 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 5 * MB }, PROOF_RULE)).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 1 }, PROOF_RULE)).toBeNull();
  });

  it('refuses other types and anything over 5 MB', () => {
    expect(imageProblem({ type: 'image/gif', size: 1 }, PROOF_RULE)).toBe('mn_proof_type');
    expect(imageProblem({ type: 'application/pdf', size: 1 }, PROOF_RULE)).toBe('mn_proof_type');
    expect(imageProblem({ type: 'image/png', size: 5 * MB + 1 }, PROOF_RULE)).toBe('mn_proof_size');
  });

  it('sends bare base64, without the data: prefix', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
    expect(await toProof(file)).toEqual({ type: 'image/png', data: 'iVBORw==' });
  });
});

// Helpers to acknowledge cdk-nag AwsSolutions-IAM5 (wildcard) findings precisely: cdk-nag 3 matches an
// acknowledgement only by the exact finding id, e.g. `AwsSolutions-IAM5[Resource::arn:aws:ses:…:identity/*]`,
// so the id is computed from the same value the policy holds. If cdk-nag renders ids differently one
// day, synth fails on the then unmatched finding rather than passing silently.
import { Stack, Validations } from 'aws-cdk-lib';
import type { PolicyDocument } from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/** The IAM5 finding id for a wildcard resource (a string or a token, as the policy statement holds it). */
export function wildcardResourceFinding(scope: IConstruct, resource: string): string {
  return `AwsSolutions-IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(resource))}]`;
}

interface ResolvedStatement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/**
 * Acknowledges every wildcard in a policy that a construct library wrote (not us), with one reason.
 * Call it after the library construct is complete.
 */
export function acknowledgeLibraryWildcards(owner: IConstruct, document: PolicyDocument, reason: string): void {
  const resolved = Stack.of(owner).resolve(document) as { Statement?: ResolvedStatement[] } | undefined;
  const findings = new Set<string>();
  for (const statement of resolved?.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of [statement.Action].flat()) {
      if (action.includes('*')) findings.add(`AwsSolutions-IAM5[Action::${action}]`);
    }
    for (const resource of [statement.Resource].flat()) {
      const flat = flattenCfnReference(resource);
      if (flat.includes('*')) findings.add(`AwsSolutions-IAM5[Resource::${flat}]`);
    }
  }
  for (const id of findings) Validations.of(owner).acknowledge({ id, reason });
}

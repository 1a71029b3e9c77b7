/**
 * cdk-nag acknowledgements whose rule ids are only known after synthesis has resolved references.
 * An IAM5 finding names the wildcard resource as cdk-nag prints it (`Resource::<Bucket.Arn>/*`), and a
 * reference to another stack prints as the `Fn::GetStackOutput` it becomes during synthesis. Node
 * validations run after that and before the validation plugins, so the acknowledgement is added
 * there, computed with cdk-nag's own printer: each finding is still acknowledged one by one.
 */

import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

function whenResolved(scope: IConstruct, acknowledge: () => void): void {
  scope.node.addValidation({
    validate: () => {
      acknowledge();
      return [];
    },
  });
}

/** Acknowledges the IAM5 finding for one wildcard resource a construct's policy grants. */
export function acknowledgeWildcardResource(scope: IConstruct, resource: string, reason: string): void {
  whenResolved(scope, () => {
    const printed = flattenCfnReference(Stack.of(scope).resolve(resource));
    Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${printed}]`, reason });
  });
}

interface PolicyStatementJson {
  Effect?: string;
  Action?: string | string[];
  Resource?: unknown;
}

/**
 * Acknowledges every IAM5 finding of the policies under `scope`, with one reason. Only for helper
 * functions aws-cdk-lib builds and owns (bucket deployment, custom resources), whose grants we do not write.
 */
export function acknowledgeHelperWildcards(scope: IConstruct, reason: string): void {
  whenResolved(scope, () => {
    for (const policy of scope.node.findAll().filter((child): child is CfnPolicy => child instanceof CfnPolicy)) {
      const document = Stack.of(policy).resolve(policy.policyDocument) as { Statement?: PolicyStatementJson[] };
      const findings = new Set<string>();
      for (const statement of document.Statement ?? []) {
        if (statement.Effect !== 'Allow') continue;
        for (const action of [statement.Action ?? []].flat()) if (action.includes('*')) findings.add(`Action::${action}`);
        for (const resource of [statement.Resource ?? []].flat()) {
          const printed = flattenCfnReference(resource);
          if (printed.includes('*')) findings.add(`Resource::${printed}`);
        }
      }
      for (const finding of findings) Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    }
  });
}

/** Plain acknowledgements for a CDK-provided singleton helper function found at stack level by id prefix. */
export function helperFunctions(stack: Stack, idPrefix: string): IConstruct[] {
  return stack.node.children.filter((child) => child.node.id.startsWith(idPrefix) && !(child instanceof CfnResource));
}

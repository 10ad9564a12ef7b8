import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Limits that keep one GraphQL request cheap: nesting depth and the number of fields asked for,
 * counted through fragments. Without them a small query (category → posts → categories → posts …)
 * could fan out into thousands of D1 reads.
 */
export interface QueryLimits {
  maxDepth: number;
  maxFields: number;
}

interface Measure {
  depth: number;
  fields: number;
}

function measure(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): Measure {
  let depth = 0;
  let fields = 0;
  for (const selection of set.selections) {
    let inner: Measure = { depth: 0, fields: 0 };
    if (selection.kind === Kind.FIELD) {
      const below = selection.selectionSet
        ? measure(selection.selectionSet, fragments, visiting)
        : { depth: 0, fields: 0 };
      inner = { depth: below.depth + 1, fields: below.fields + 1 };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A cycle is reported by graphql's own NoFragmentCycles rule; here it only must not recurse forever.
      if (fragment && !visiting.has(name)) {
        visiting.add(name);
        inner = measure(fragment.selectionSet, fragments, visiting);
        visiting.delete(name);
      }
    }
    depth = Math.max(depth, inner.depth);
    fields += inner.fields;
  }
  return { depth, fields };
}

/** A validation rule reporting operations deeper or wider than the limits. */
export function queryLimitsRule(limits: QueryLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(node) {
        const { depth, fields } = measure(node.selectionSet, fragments, new Set());
        if (depth > limits.maxDepth) {
          context.reportError(
            new GraphQLError(`The query is nested ${depth} levels deep; at most ${limits.maxDepth} are allowed`, {
              nodes: [node],
            }),
          );
        }
        if (fields > limits.maxFields) {
          context.reportError(
            new GraphQLError(`The query asks for ${fields} fields; at most ${limits.maxFields} are allowed`, {
              nodes: [node],
            }),
          );
        }
      },
    };
  };
}

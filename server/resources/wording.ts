import type { ResourceDefinition } from './definition';

// How the API documentation names a resource in running text: 'an airline', 'plane tickets', 'API users'.

/** Lower-cases a leading capital unless it starts an acronym ('Airline' → 'airline', 'API user' stays). */
const inSentence = (name: string) => (/^[A-Z][a-z]/.test(name) ? name[0]?.toLowerCase() + name.slice(1) : name);

export const oneRecord = (definition: ResourceDefinition) => {
  const name = inSentence(definition.singular);
  return `${/^[aeiouAEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
};

export const records = (definition: ResourceDefinition) => inSentence(definition.plural);

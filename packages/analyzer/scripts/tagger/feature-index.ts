/**
 * Feature names become ids once for every document a run reads, in the order they are first seen
 * (so a model's file is the same from run to run); a feature only a scored fold has keeps a zero
 * weight, since weights move only on what is trained on.
 */
export function createFeatureIndex() {
  const ids = new Map<string, number>();
  const names: string[] = [];
  return {
    names,
    encode(features: string[][]): Int32Array[] {
      return features.map((list) =>
        Int32Array.from(list, (name) => {
          let id = ids.get(name);
          if (id === undefined) {
            id = names.length;
            ids.set(name, id);
            names.push(name);
          }
          return id;
        }),
      );
    },
  };
}

export type TFeatureIndex = ReturnType<typeof createFeatureIndex>;

export interface LinguistLanguage {
  name: string;
  type: string;
  aliases: string[];
}

// languages.yml is a flat map of two-space-indented fields; reading just name, type and aliases
// line by line avoids a YAML dependency for a build-time script.
export function parseLinguistLanguages(yaml: string): LinguistLanguage[] {
  const languages: LinguistLanguage[] = [];
  let current: LinguistLanguage | null = null;
  let inAliases = false;
  for (const line of yaml.split('\n')) {
    if (line.startsWith('#') || line.trim() === '---' || !line.trim()) continue;
    const top = /^(?:"([^"]+)"|'([^']+)'|([^\s].*?)):\s*$/.exec(line);
    if (top) {
      current = { name: top[1] ?? top[2] ?? top[3] ?? '', type: '', aliases: [] };
      languages.push(current);
      inAliases = false;
      continue;
    }
    if (!current) continue;
    const field = /^ {2}(\w+):\s*(.*)$/.exec(line);
    if (field) {
      inAliases = field[1] === 'aliases';
      if (field[1] === 'type') current.type = (field[2] ?? '').trim();
      continue;
    }
    const item = /^ {2}- (.*)$/.exec(line);
    if (item && inAliases) current.aliases.push((item[1] ?? '').replace(/^["']|["']$/g, '').trim());
  }
  return languages;
}

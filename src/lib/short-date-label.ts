// A club date ('yyyy-MM-dd') as '02/03/2026': lists, CSV exports, birth dates. A string's parts
// alone, apart from calendar-labels (which needs club-time): the animals screen shows only this.

export function shortDateLabel(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

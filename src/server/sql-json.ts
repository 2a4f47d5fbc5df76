import { Prisma } from "@/generated/prisma/client";
import { CLUB_TIME_ZONE } from "@/lib/club-time";

// Pieces of SQL for reads whose JSON PostgreSQL builds (the payment and lesson lists): the same
// strings the server's own formatting gives, so a listed item reads as its own answer. `column`
// is a column of the statement, written in the code (never input): it goes in as SQL text.

/** An instant as `Date#toISOString` writes it (the columns keep milliseconds). */
export const isoInstantSql = (column: string) => Prisma.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The club date ('yyyy-MM-dd') of an instant, as `clubDateOf`. */
export const clubDateSql = (column: string) => Prisma.raw(`to_char(${column} AT TIME ZONE '${CLUB_TIME_ZONE}', 'YYYY-MM-DD')`);

/** The club month ('yyyy-MM') of an instant, as `clubMonth`. */
export const clubMonthSql = (column: string) => Prisma.raw(`to_char(${column} AT TIME ZONE '${CLUB_TIME_ZONE}', 'YYYY-MM')`);

/** The club wall-clock time ('HH:mm') of an instant, as `clubTimeOf`. */
export const clubTimeSql = (column: string) => Prisma.raw(`to_char(${column} AT TIME ZONE '${CLUB_TIME_ZONE}', 'HH24:MI')`);

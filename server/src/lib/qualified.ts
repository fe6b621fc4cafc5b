import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column always written with its table's name. In the fields of a select from one table Drizzle writes columns
 * bare (`"id"`), so the outer query's column inside a correlated subquery binds to the subquery's own table
 * instead (`application_travellers.id`): the subquery stops depending on the row, silently. Use it for the outer
 * column of every correlated subquery placed among a select's fields.
 */
export const qualified = (column: AnyColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

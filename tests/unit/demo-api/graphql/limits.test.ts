/** The figures budget's count (pure): what each `figures` field of the operation to run may list. */
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE } from '@shared/api';
import { FIGURES_FIELD_MIN_COUNT, GRAPHQL_LIMITS, figuresLimitMessage, listedFigures } from '../../../../src/demo-api/graphql/limits';

const count = (query: string, variables?: Record<string, unknown>, operationName?: string) => listedFigures(parse(query), operationName, variables);

describe('listedFigures', () => {
  it('adds up the pageSize of every figures field; the default page when omitted; other fields count nothing', () => {
    expect(count('{ rates { date } }')).toBe(0);
    expect(count('{ figures { count } }')).toBe(CATALOGUE_PAGE_SIZE);
    expect(count('{ figures(pageSize: 100) { count } }')).toBe(100);
    // A page over 100 counts 100: the field's own rule refuses it with "pageSize: Ensure this value is less than or equal to 100.".
    expect(count('{ figures(pageSize: 101) { count } }')).toBe(100);
    expect(count('{ a: figures(pageSize: 1000) { count } b: figures(pageSize: 1) { count } }')).toBe(100 + FIGURES_FIELD_MIN_COUNT);
    expect(count('{ a: figures(pageSize: 50) { count } b: figures(pageSize: 51, page: 2) { count } }')).toBe(101);
    const amplification = `{${Array.from({ length: 15 }, (_, i) => `p${i}:figures(search:"ver",pageSize:100,adult:"true",page:${i + 1}){results{slug images{url}}}`).join(' ')}}`;
    expect(count(amplification)).toBe(1500);
  });

  it(`each field counts at least ${FIGURES_FIELD_MIN_COUNT}: its search and facets cost the same for a page of one`, () => {
    expect(FIGURES_FIELD_MIN_COUNT).toBe(CATALOGUE_PAGE_SIZE);
    expect(count('{ a: figures(pageSize: 1) { count } b: figures(pageSize: 1) { count } }')).toBe(2 * FIGURES_FIELD_MIN_COUNT);
  });

  it('reads variables, then the variable’s default, then the argument’s default', () => {
    const query = 'query Page($size: Int, $other: Int = 60) { a: figures(pageSize: $size) { count } b: figures(pageSize: $other) { count } }';
    expect(count(query, { size: 70 })).toBe(130);
    expect(count(query, { size: 70, other: 30 })).toBe(100);
    expect(count(query, {})).toBe(CATALOGUE_PAGE_SIZE + 60);
    expect(count(query, { size: null, other: 'x' })).toBe(2 * CATALOGUE_PAGE_SIZE); // null and a non-integer: the default (execution refuses 'x')
  });

  it('fields GraphQL merges count once; fragments and inline fragments are followed; @skip/@include are read', () => {
    expect(count('{ figures(pageSize: 100) { count } figures(pageSize: 100) { results { slug } } }')).toBe(100);
    expect(count('{ ...A ...A } fragment A on Query { figures(pageSize: 100) { count } }')).toBe(100);
    expect(count('{ ...A ... on Query { b: figures(pageSize: 40) { count } } } fragment A on Query { a: figures(pageSize: 60) { count } }')).toBe(100);
    expect(count('{ ...A } fragment A on Query { a: figures(pageSize: 60) { count } b: figures(pageSize: 60) { count } }')).toBe(120);
    expect(count('query($no: Boolean!) { a: figures(pageSize: 100) { count } b: figures(pageSize: 100) @skip(if: true) { count } c: figures @include(if: $no) { count } }', { no: false })).toBe(100);
    expect(count('query($no: Boolean!) { a: figures(pageSize: 100) { count } c: figures @include(if: $no) { count } }', { no: true })).toBe(100 + CATALOGUE_PAGE_SIZE);
  });

  it('counts the operation that runs: by operationName, or the only one', () => {
    const document = 'query Small { figures(pageSize: 10) { count } } query Big { a: figures(pageSize: 100) { count } b: figures { count } }';
    expect(count(document, undefined, 'Small')).toBe(FIGURES_FIELD_MIN_COUNT);
    expect(count(document, undefined, 'Big')).toBe(100 + CATALOGUE_PAGE_SIZE);
    expect(count(document)).toBe(0); // ambiguous: execution refuses it
  });

  it('the message names the limit and the count', () => {
    expect(figuresLimitMessage(1500)).toBe(
      `Figures limit of ${GRAPHQL_LIMITS.figures} exceeded, found 1500: one operation lists at most 100 figures (each figures field counts its pageSize, at least ${FIGURES_FIELD_MIN_COUNT}).`,
    );
  });
});

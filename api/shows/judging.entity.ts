import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { idColumn } from '../base/db/columns';
import { User } from '../base/identity/user.entity';
import { ShowClass } from './show-class.entity';
import { ShowEntry } from './show-entry.entity';
import { Show } from './show.entity';

/** One criterion of a class's score sheet ("Exterior", up to 10 points), in the sheet's order. */
export const ShowCriterion = defineEntity({
  name: 'ShowCriterion',
  tableName: 'show_criteria',
  indexes: [{ properties: ['showClass', 'displayOrder'] }],
  properties: {
    id: idColumn(),
    showClass: p.manyToOne(ShowClass).deleteRule('cascade').fieldName('class_id'),
    name: p.string().length(40),
    maxPoints: p.smallint(),
    displayOrder: p.integer(),
  },
});

/** A member the organiser named to judge a class. */
export const ShowClassJudge = defineEntity({
  name: 'ShowClassJudge',
  tableName: 'show_class_judges',
  properties: {
    showClass: p.manyToOne(ShowClass).primary().deleteRule('cascade').fieldName('class_id'),
    user: p.manyToOne(User).primary().deleteRule('cascade').index(),
    show: p.manyToOne(Show).deleteRule('cascade').fieldName('event_id').index(),
  },
});

/**
 * A judge's score sheet for one car: one per judge and car (the key), points per criterion id and their total. The
 * last scoredAt wins, so a sheet queued on a phone and sent late never replaces a later change.
 */
export const ShowScore = defineEntity({
  name: 'ShowScore',
  tableName: 'show_scores',
  properties: {
    entry: p.manyToOne(ShowEntry).primary().deleteRule('cascade'),
    judge: p.manyToOne(User).primary().deleteRule('cascade').index(),
    show: p.manyToOne(Show).deleteRule('cascade').fieldName('event_id').index(),
    showClass: p.manyToOne(ShowClass).deleteRule('cascade').fieldName('class_id').index(),
    points: p.json<Record<string, number>>(),
    total: p.integer(),
    scoredAt: p.datetime(),
  },
});

export type ShowCriterionEntity = InferEntity<typeof ShowCriterion>;
export type ShowScoreEntity = InferEntity<typeof ShowScore>;

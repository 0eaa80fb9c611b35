import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  SYNONYM_GROUPS_MAX,
  SYNONYM_TERM_MAX_LENGTH,
  SYNONYM_TERM_PATTERN,
  SYNONYM_TERMS_MAX,
  SYNONYM_TERMS_MIN,
  type SynonymGroup,
  type SynonymGroupsRequest,
} from '@greencart/contracts';

const TERMS_MESSAGE = `Each group needs ${SYNONYM_TERMS_MIN} to ${SYNONYM_TERMS_MAX} names`;
const TERM_MESSAGE = `Each name has 1 to ${SYNONYM_TERM_MAX_LENGTH} letters, digits, spaces, apostrophes or hyphens`;

/** One group of names for the same food. */
export class SynonymGroupDto implements SynonymGroup {
  @ApiProperty({ type: [String], example: ['aubergine', 'eggplant', 'brinjal'] })
  @IsArray({ message: TERMS_MESSAGE })
  @ArrayMinSize(SYNONYM_TERMS_MIN, { message: TERMS_MESSAGE })
  @ArrayMaxSize(SYNONYM_TERMS_MAX, { message: TERMS_MESSAGE })
  @IsString({ each: true, message: TERM_MESSAGE })
  @MaxLength(SYNONYM_TERM_MAX_LENGTH, { each: true, message: TERM_MESSAGE })
  @Matches(SYNONYM_TERM_PATTERN, { each: true, message: TERM_MESSAGE })
  terms: string[];
}

/** `PUT /api/seller/synonyms`: the whole list, replacing the one kept. */
export class SynonymGroupsDto implements SynonymGroupsRequest {
  @ApiProperty({ type: [SynonymGroupDto] })
  @IsArray({ message: 'groups must be a list' })
  @ArrayMaxSize(SYNONYM_GROUPS_MAX, {
    message: `At most ${SYNONYM_GROUPS_MAX} groups of names`,
  })
  @ValidateNested({ each: true })
  @Type(() => SynonymGroupDto)
  groups: SynonymGroupDto[];
}

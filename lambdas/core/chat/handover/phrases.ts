/**
 * How the hand-over reads a visitor's short answers, in one place: a request for a person, yes, no,
 * cancel, skip, and the bits of "my name is ..." around a detail.
 */

import { visitorAbbreviations } from '#content/assistant-topics';
import { teamMembers } from '#content/team';
import { correctSpelling, expandAbbreviations } from '#core/chat/text';
import { fallbackAnswer } from '#core/chat/answers/agency';

// Short forms visitors type ('ur team', 'pls') read as the content's words first, as the offline engine reads them.
const normalise = (message: string) => expandAbbreviations(message, visitorAbbreviations).toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The agency's people by full or first name, from the team content ('can Conor ring me').
const TEAM_NAMES = [...new Set(teamMembers.flatMap((member) => [member.name, member.name.split(/\s+/)[0]!]))].map((name) => escapeRegExp(name.toLowerCase())).join('|');
// A person, however qualified ('an actual recruiter', 'someone from your team', 'someone from ye': the Irish plural 'you'), or one of the team by name.
const PERSON = String.raw`(?:(?:one |any |some )of )?(?:(?:(?:a |an |the |some |any )?(?:(?:actual|real|live|proper) )?(?:(?:senior|experienced) )?(?:humans?(?: beings?)?|person|people|someone|somebody|anyone|recruiters?|recruitment consultants?|consultants?|agents?|member of (?:the |your )?(?:recruitment |hiring )?(?:staff|team)|advisors?|advisers?|directors?)|(?:your|the) (?:team|recruiters?|staff|consultants?|directors?)|your (?:manager|boss)|(?:one|any|either) of (?:you|ye|yous)|${TEAM_NAMES})(?: (?:from|on|in|at) (?:your|the) (?:team|agency|office)| from you| in charge)?)`;
// Reaching me: 'call me', 'get back to me', 'give me a ring'.
// An employer asks for its firm ('a recruiter to contact us'), or for the one the visitor speaks for ('my husband is hiring an FC,
// could one of your recruiters ring him').
const CONTACT_ME = String.raw`(?:(?:call|phone|email|text|message|ring|contact|get back to|get in touch with|reach out to) (?:me|us|him|her)|drop me (?:a line|an email|a note|a message)|get in touch\b(?! with (?!me\b))|give me a (?:call|ring|bell|buzz|shout))`;
// Two people offered as a choice or together ('niamh or conor', 'a recruiter or a director'): either is the person asked for.
const PEOPLE = String.raw`${PERSON}(?:,? (?:or|and|and\/or) ${PERSON})?`;
/** Narrower, for "I want ..." / "I need ...", which also start questions about roles ("I want a consultant role"). */
// Someone wanted to do a piece of work ('i need someone to do my tax return') is a service asked for, not a person to talk to.
const PERSON_WANTED = String.raw`(?:a |an |one of your )?(?:(?:actual|real|live|proper) )?(?:human|person|recruiter|someone|somebody)(?! role| job| position| career| to (?:do|file|prepare|complete|fill|sort|write|fix|make|build|mind|clean)\b)`;

const personRequests: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:talk|speak|chat|discuss (?:this|it|that)|get through|be put through|connect me|put me through|transfer me|hand me over|(?:pass|hand) me (?:on|over))\b.{0,20}\b(?:to|with)\b ${PERSON}\b`),
  // A sentence of its own, after another ('not a bot please. human').
  /(?:^|[.!?] )(?:a )?(?:human|person|recruiter|real person|call ?back)(?: please| pls| now)?[.!?]*$/,
  // A call back from one asked in note form ('recruiter call back? fc role').
  /(?:^|[.!?] )(?:a )?(?:recruiter|human|person|real person) (?:to )?(?:call ?back|ring ?back|callback)\b/,
  // A call back asked for as a note ('callback request re fc hire', 'call back please about a hire').
  /(?:^|[.!?] )(?:a )?(?:call ?back|ring ?back|callback) (?:request(?:ed)?|please|pls|wanted|needed)\b/,
  /\b(?:human|person|real person|recruiter),? please\b/,
  // With a courtesy between ('could one of your consultants please contact me').
  new RegExp(String.raw`\b(?:can|could|will|would) ${PEOPLE} (?:please |kindly |just )?${CONTACT_ME}\b`),
  // 'is there anyone there I can actually talk to'.
  new RegExp(String.raw`\b(?:is|are) there ${PERSON}(?: there| here)? (?:i|we) (?:can|could) (?:actually |really |just )?(?:talk|speak|chat|run (?:this|it|that|something) (?:by|past))\b`),
  // 'is there someone there who could give me a ring': one asked to reach the visitor.
  new RegExp(String.raw`\b(?:is|are) there ${PERSON}(?: there| here)? (?:who|that) (?:can|could|would|will|might) (?:please |just )?${CONTACT_ME}`),
  // The person first, then the asking ('i don't suppose one of the recruiters could get in touch with me directly').
  new RegExp(String.raw`\b${PEOPLE} (?:can|could|would|will|might) (?:please |kindly |just )?${CONTACT_ME}\b`),
  // 'is there a human on the other end': asking whether a person is there is asking for one.
  new RegExp(String.raw`\b(?:is|are) there ${PERSON} (?:there|here|on the other end|on the line|on this chat|behind this)(?: at all)?(?=[,.?!]|$| (?:i|we|to|can|could)\b)`),
  // 'put me onto conor about a hire', Irish for putting a caller through.
  new RegExp(String.raw`\b(?:put|get) me (?:in touch with|in contact with|onto|on to) ${PERSON}\b`),
  // 'pass my details on to your team', 'could you pass my number to Niamh'; or to one the message named before ('Niamh met me at a
  // careers fair ... can you pass my details on to her').
  new RegExp(String.raw`\b(?:pass|send|forward|give) (?:on )?my (?:details|contact details|number|email|info|information) (?:on )?(?:to|with) ${PERSON}\b`),
  new RegExp(String.raw`\b(?:${TEAM_NAMES})\b.*\b(?:pass|send|forward|give) (?:on )?my (?:details|contact details|number|email|info|information) (?:on )?(?:to|with) (?:her|him)\b`),
  new RegExp(String.raw`\b(?:get|have|ask) ${PEOPLE} (?:to )?${CONTACT_ME}\b`),
  // At the start or after a clause, a question's too: 'i dont want to talk to a bot, get me someone real', 'r u a bot? get me a real person'.
  new RegExp(String.raw`(?:^|[,.;!?] )(?:please )?(?:get|give|find) me ${PERSON}\b`),
  // Whether a person is around to talk ('is conor around', 'anyone around to chat', 'would niamh be free for a chat at all'), not
  // where ('around the country'): asking for one.
  new RegExp(String.raw`\b(?:(?:is|are) ${PERSON}|(?:would|will|could) ${PERSON} be) (?:around|about|available|free)(?= ?(?:[,.;!?]|$| today| now| at the moment| at all| to (?:talk|speak|chat)| for a (?:quick )?(?:chat|call|word|talk)))`),
  // 'who can I speak to', 'I would like one of your directors to contact me'.
  /\bwho (?:can|could|should|do) (?:i|we) (?:speak|talk) (?:to|with)\b/,
  // 'would it be possible for a member of your team to call me'.
  // An employer asks as 'we' ('we'd like a recruiter to contact us').
  new RegExp(String.raw`\b(?:i want|i'?d like|i would like|i need|we want|we'?d like|we would like|we need|possible for|a way for|any way for) ${PEOPLE} to ${CONTACT_ME}\b`),
  /\b(?:i'd like|i would like|i want|can i (?:get|have|request|book)|could i (?:get|have|request|book)|please arrange) (?:a )?(?:call ?back|callback|phone call)\b/,
  /\b(?:pass|send|forward) (?:this|it|my question|the question) (?:on|to (?:a|the|your) (?:recruiters?|team))\b/,
  // A preference for a person over the chat ('id rather deal with a real recruiter', 'i would prefer to speak to someone'); 'id' is 'I'd'.
  new RegExp(String.raw`\b(?:i'?d|i would) (?:rather|prefer to|prefer) (?:talk|speak|deal|chat) (?:to|with) ${PERSON}\b`),
  // The same with no 'I' or 'we' at the start of the message or a clause ('rather deal with a human about our vacancy').
  new RegExp(String.raw`(?:^|[,.;!?] )(?:(?:we'?d|we would) )?(?:much )?(?:rather|prefer to) (?:talk|speak|deal|chat) (?:to|with) ${PERSON}\b`),
  // Not the chat but a person ('not a bot please, a real person', 'no ai, a human pls').
  /\b(?:not|no) (?:a |an |the )?(?:bot|robot|ai|chatbot|machine|computer)s?\b.{0,20}\b(?:(?:actual|real|live|proper) )?(?:human|person|people)\b/,
  // A person wanted to talk a matter through, in note form ('need a person to discuss a senior hire asap', 'looking for someone to go through our options').
  new RegExp(String.raw`\b(?:need|want|looking for) ${PERSON_WANTED} to (?:discuss|talk|chat|speak|go through|go over)\b`),
  // 'id like' is 'I'd like' typed without the apostrophe.
  new RegExp(String.raw`\b(?:i want|i'?d like|i would like|i need) (?:to (?:talk|speak) (?:to|with) )?${PERSON_WANTED}\b`),
];

// The words of those requests ('recruiter', 'someone', 'contact'): a slip of the keys in one ('recrutier', 'somoene') is still the word.
const requestVocabulary = new Set(personRequests.flatMap((pattern) => pattern.source.toLowerCase().match(/[a-z]{4,}/g) ?? []));

/** The visitor asks to reach a person ("can I talk to a recruiter", "speak to someone", "human please"). */
export function asksForPerson(message: string): boolean {
  const text = correctSpelling(normalise(message), requestVocabulary);
  return personRequests.some((pattern) => pattern.test(text));
}

// What a request for a person is about, said with it ('put me onto Niamh about a payroll hire'); not a placeholder ('about it').
const statedSubject = /\b(?:about|regarding|concerning|in relation to|with regard to|re:?) (?!(?:it|this|that|something|things?|stuff|anything|me)\b)(?:(?:a|an|the|my|our|some) )?[a-z0-9€]{2,}/;

/** A request for a person that says what it is about: that is the question to pass on, not the message before it. */
export const statesItsSubject = (message: string) => statedSubject.test(normalise(message));

const affirmative =
  /^(?:yes|yeah|yea|yep|yup|y|sure|ok|okay|alright|all right|please|please do|go ahead|go for it|i agree|i consent|i do|agreed|agree|absolutely|of course|definitely|do it|send it|that's fine|fine|correct|confirm(?:ed)?)\b/;
const negative = /^(?:no|nope|nah|not now|not really|no thanks|no thank you|don't|do not|i don't|i do not)\b/;
const cancel = /\b(?:cancel|stop|never ?mind|forget it|abort|don't send|do not send)\b/;
const skip = /^(?:skip|no|none|nope|no thanks|no thank you|no phone|no number|i'd rather not|rather not|not needed|n\/a|-)\b/;

export const isAffirmative = (message: string) => affirmative.test(normalise(message)) && !negative.test(normalise(message));
/** 'ok. back to the fee, when would we have to pay it': a yes that goes on to ask something else takes up that question, not an offer. */
export function asksSomethingElse(message: string): boolean {
  const rest = normalise(message).replace(affirmative, '').replace(/^[\s,.!]+/, '');
  return rest.split(' ').length >= 5 && /(?:^|[,.;!?] )(?:back to|what|when|how|which|where|who|would|could|can|does|do|is|are|will)\b/.test(rest);
}
export const isNegative = (message: string) => negative.test(normalise(message));
/** Cancel words stop the dialogue only in a short answer, not inside a sentence about something else. */
export const isCancel = (message: string) => normalise(message).split(' ').length <= 6 && cancel.test(normalise(message));
export const isSkip = (message: string) => skip.test(normalise(message));

/** A reply of the offline engine that says it does not know (the one text it gives for that). */
export function isUnansweredReply(reply: string): boolean {
  return reply.trim() === fallbackAnswer().trim();
}

const EMAIL_IN_TEXT = /[^\s<>()",;:@]+@[^\s<>()",;:@]+\.[^\s<>()",;:@]*[^\s<>()",;:@.]/;

/** The address in "it's jane@example.com", or the whole answer when there is none to pick out. */
export function pickEmail(message: string): string {
  return EMAIL_IN_TEXT.exec(message)?.[0] ?? message.trim();
}

const namePrefix = /^(?:(?:hi|hello|hey)[,!.]?\s+)?(?:my name is|my name's|name is|name's|i am|i'm|im|it is|it's|this is|call me)\s+/i;

/** "My name is Jane Doe." gives "Jane Doe". */
export function pickName(message: string): string {
  return message.trim().replace(namePrefix, '').replace(/[.!]+$/, '').trim();
}

/** "It's 087 123 4567" gives "087 123 4567". */
export function pickPhone(message: string): string {
  const match = /\+?[\d(][\d\s().\-/]{4,}\d/.exec(message);
  return match?.[0].trim() ?? message.trim();
}

/** A name answer that is really a question or a sentence; asked again rather than taken as a name. */
export function looksLikeQuestion(message: string): boolean {
  return /\?\s*$/.test(message) || message.trim().split(/\s+/).length > 6;
}

/** For comparing what the model says it quoted with the text it had to quote. */
export const comparable = (text: string) => normalise(text).replace(/["“”]/g, '');

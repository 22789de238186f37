import { RECORDER_WORDS, SINGING_WORDS } from "@/db/data/topic-kinds";
import type { SubjectScaffold } from "./types";

export const music: SubjectScaffold = {
  key: "music",
  label: "Music",
  names: ["music", "singing", "choir", "band", "orchestra", "instrument", "instruments"],
  starters: [
    {
      name: "Echo singing",
      teacher: "Sing a short phrase linked to {topic} and have the children echo it, changing loud and soft.",
      students: "Echo each phrase, matching your pitch and volume.",
      check: "Sing a phrase and point to one table to echo it alone; listen for matching pitch.",
      expected: "The table echoes the phrase at the pitch and the volume it was sung at.",
      bands: ["early", "primary"],
    },
    {
      name: "Listening hook",
      teacher: "Play thirty seconds of a piece connected to {topic} and ask one focused question about it.",
      students: "Listen with eyes closed, then answer with a gesture or a word.",
      check: "Ask three students what they heard that made them answer as they did.",
      expected:
        "They name a feature they heard, such as the speed, an instrument or the loudness, that led to their answer.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Rhythm warm-up",
      teacher: "Clap a rhythm pattern related to {topic} and build it into a call and response.",
      students: "Copy, then invent a response rhythm of the same length.",
      check: "Ask individuals to clap their response; the class copies it back.",
      expected: "A response of the same length that keeps the pulse, clear enough for the class to copy back.",
      bands: ["lower", "upper"],
    },
  ],
  cycles: [
    {
      name: "Echo the notes on the recorder",
      weight: 3,
      materials: [
        "A recorder for every child, their own or cleaned since it was last played",
        "Finger charts of the notes the lesson teaches, and the notes on a stave",
      ],
      teacher:
        "Show how to hold the recorder, left hand on top, and the fingering of each note the lesson teaches; play a short pattern of them and have the class echo it, first by ear, then from the notes on the board.",
      students:
        "Echo the patterns in chorus, then row by row, starting each note with a soft 'doo' and covering every hole fully, then play a short tune made of the notes.",
      check: "Listen to one row at a time for a clear sound without squeaks, and watch that every hole is covered.",
      expected:
        "A clear sound on each note without squeaks, every hole fully covered, and each note started with a soft 'doo'.",
      bands: ["primary", "lower"],
      topics: RECORDER_WORDS,
    },
    {
      name: "Move to the music",
      upToGrade: 2,
      weight: 2,
      teacher: "Play music that shows {topic} and model moving to it (fast, slow, high, low).",
      students: "Move around the space to match the music and freeze when it stops.",
      check: "Stop the music and ask: 'Was that fast or slow? Show me with your hands.'",
      expected: "They say whether it was fast or slow and show it with their hands, matching what they heard.",
      bands: ["early", "primary"],
    },
    {
      name: "Learn the song by ear",
      weight: 3.5,
      teacher:
        "Sing the song or chant the lesson uses, one phrase at a time, and have the class echo each phrase; then sing the calls yourself while the class sings the answers, and hand a call to one half of the class.",
      students:
        "Echo each phrase, then sing the answers on time after each call, and in halves take turns to sing the call, keeping the pulse with a soft tap on the knee.",
      check: "Listen to each half alone: does it come in on time after the call, in tune and at the volume asked?",
      expected:
        "Each half comes in on the beat after the call, matches the pitch it was given, and sings at the volume asked.",
      bands: ["primary", "lower", "upper"],
      topics: SINGING_WORDS,
    },
    {
      name: "Play and practice",
      weight: 3.5,
      teacher: "Teach a short part linked to {topic} on percussion or the class instruments, one phrase at a time.",
      students: "Practice in sections, then put the parts together as a class.",
      check: "Listen to each section alone and name one thing that is secure and one to fix.",
      expected:
        "Each section plays its part in time with the pulse, and they name one thing that is secure and one to fix.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Active listening",
      weight: 2,
      teacher:
        "Play a piece linked to {topic} twice, with a listening map, and name the musical features as they happen.",
      students: "Follow the listening map and mark where the features change.",
      check: "Hinge question on which feature changed first; students show a number of fingers.",
      expected:
        "They show the feature that changed first and point to the moment on the listening map where it changed.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Notation and theory",
      weight: 2,
      teacher: "Explain the notation or theory behind {topic} with a short example on the board and played aloud.",
      students: "Read, write or complete short examples, and play or sing them to check.",
      check: "Play one example correctly and one with an error; students spot which is which.",
      expected: "They spot the example with the error and say what was wrong in it, such as a note or a rhythm.",
      bands: ["lower", "upper"],
    },
  ],
  applications: [
    {
      name: "Class performance",
      weight: 3,
      teacher: "Put the class's parts together into a short performance about {topic}.",
      students: "Rehearse and perform to another class or the rest of the group.",
      check: "Ask the audience to name one thing that went well.",
      expected:
        "The audience names something that went well, such as keeping together, clear words, or loud and soft in the right places.",
      minMinutes: 10,
      bands: ["early", "primary"],
    },
    {
      name: "Group composition",
      weight: 3.5,
      teacher: "Set a short composition task about {topic} with a clear structure and a time limit.",
      students: "Compose in groups, rehearse, and perform for feedback.",
      check: "Groups explain one musical choice and its effect.",
      expected:
        "They name one musical choice, such as a rhythm, a change of dynamics or an instrument, and the effect it has.",
      minMinutes: 15,
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Appraisal",
      weight: 2,
      teacher: "Give a second unfamiliar piece linked to {topic} and model a short appraisal.",
      students: "Write an appraisal using the musical vocabulary of the lesson.",
      check: "Peer check that each claim names a musical feature.",
      expected:
        "Each claim names a musical feature, such as tempo, dynamics, texture or instrumentation, and where in the piece it is heard.",
      bands: ["lower", "upper"],
    },
  ],
  focuses: [
    "listening and responding",
    "pulse and rhythm",
    "pitch and melody",
    "dynamics and tempo",
    "instruments and timbre",
    "reading notation",
    "composing",
    "rehearsing",
    "performing",
    "appraising",
  ],
  create: {
    verb: "Compose",
    text: "a short musical phrase about {topic} and perform it to the class",
    criterion: "I can perform my phrase and name one musical choice in it.",
  },
  createFor: [
    {
      topics: RECORDER_WORDS,
      objective: {
        verb: "Compose",
        text: "a four-bar tune with the notes of the lesson and play it to a partner on the recorder",
        criterion: "I can play my tune with clear notes, no squeaks, and every hole covered.",
      },
    },
  ],
  priorKnowledge: {
    early: "Children can join in with songs, clap along, and tell loud from quiet.",
    primary: "Students can keep a steady pulse, copy rhythms, and name some instruments.",
    lower: "Students can read simple rhythm notation and use terms such as tempo, dynamics and texture.",
    upper: "Students can analyze music with technical vocabulary and perform from notation.",
  },
  materials: {
    early: ["Hand percussion (shakers, drums, bells)", "Recorded music to move to", "Open floor space"],
    primary: ["Class percussion or tuned instruments", "Listening map", "Speaker"],
    lower: ["Keyboards or class instruments", "Notation examples", "Headphones if students compose on devices"],
    upper: ["Scores or lead sheets", "Recordings for analysis", "Instruments for performance"],
  },
  misconceptions: [
    {
      bands: ["primary", "lower"],
      about: RECORDER_WORDS,
      belief: "blowing harder makes a recorder note better, or makes it higher",
      truth:
        "a recorder needs a gentle, steady breath, like saying 'doo'; blowing hard only makes it squeak, and the note changes with the holes covered, not with the breath",
      address:
        "Have everyone play one note softly and then too hard, hear the squeak, and agree on the gentle 'doo' breath before any new note.",
    },
    {
      about: ["rhythm", "beat", "pulse"],
      belief: "rhythm and beat are the same thing",
      truth: "the beat is the steady pulse; rhythm is the pattern of long and short sounds over it",
      address: "Half the class pats the beat while the other half claps the rhythm of a song.",
    },
    {
      about: ["pitch", "melody", "notes", "volume", "dynamics"],
      belief: "high notes are loud and low notes are quiet",
      truth: "pitch (high and low) and volume (loud and quiet) are separate",
      address: "Play a quiet high note and a loud low note and sort them together.",
    },
    {
      about: [],
      belief: "only people with talent can make music",
      truth: "musical skill grows with practice and listening",
      address: "Record the class at the start and end of the lesson and compare.",
    },
    {
      about: ["notation", "notes", "reading"],
      belief: "you must read notation before you can make music",
      truth: "music comes first by ear; notation is a way of writing it down",
      address: "Learn a phrase by ear, then find how it is written.",
    },
  ],
  safety: [
    {
      when: RECORDER_WORDS,
      notes: [
        "Each child plays only their own recorder, or one cleaned since it was last played; mouthpieces are never shared.",
      ],
    },
  ],
};

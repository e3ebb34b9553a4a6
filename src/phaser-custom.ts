/**
 * The custom Phaser build the game ships: `import Phaser from 'phaser'` (or `import * as Phaser`, or named
 * imports) resolves here in both `vite` and `vite build` (alias and build flags in vite.config.ts). Types
 * still come from the `phaser` package, so the compiler cannot tell what is left out: if the view needs a
 * part of Phaser that is missing below, add its module here. The browser harness test
 * (test/browser/harness.test.ts) lists every `Phaser.X.Y` and `scene.add.x()` in src/ that this build lacks.
 *
 * Included: Game and Scene; Canvas and WebGL renderers; game objects Image, Sprite, Container, Layer, Text,
 * Graphics, Rectangle, Zone, RenderTexture; Tweens; Input (pointer, mouse, touch, keyboard); Loader
 * (image, SVG, JSON); Scale; Textures (incl. canvas textures); Cameras 2D; Time; Data; Math; Events;
 * Display.Color; Geom.Rectangle and Geom.Circle; Utils.NOOP. Left out: physics (Arcade, Matter), tilemaps,
 * sound (Howler plays sound), particles, bitmap text, video, DOM elements, gamepad, WebGL-only game objects
 * (shaders, noise, meshes, lights), curves, the rest of Geom, Display and Utils.
 * Measured on a minimal page (npm run bench:browser): stock phaser.esm.js 346 KB gzipped, this build 192 KB.
 */
import type PhaserTypes from 'phaser';
import Animations from 'phaser-src/animations/index.js';
import Cache from 'phaser-src/cache/index.js';
import Scene2D from 'phaser-src/cameras/2d/index.js';
import CONST from 'phaser-src/const.js';
import Game from 'phaser-src/core/Game.js';
import Core from 'phaser-src/core/index.js';
import Data from 'phaser-src/data/index.js';
import Color from 'phaser-src/display/color/index.js';
import Events from 'phaser-src/events/index.js';
import Components from 'phaser-src/gameobjects/components/index.js';
import Container from 'phaser-src/gameobjects/container/Container.js';
import 'phaser-src/gameobjects/container/ContainerCreator.js';
import 'phaser-src/gameobjects/container/ContainerFactory.js';
import DisplayList from 'phaser-src/gameobjects/DisplayList.js';
import GameObjectEvents from 'phaser-src/gameobjects/events/index.js';
import GameObject from 'phaser-src/gameobjects/GameObject.js';
import GameObjectCreator from 'phaser-src/gameobjects/GameObjectCreator.js';
import GameObjectFactory from 'phaser-src/gameobjects/GameObjectFactory.js';
import Graphics from 'phaser-src/gameobjects/graphics/Graphics.js';
import 'phaser-src/gameobjects/graphics/GraphicsCreator.js';
import 'phaser-src/gameobjects/graphics/GraphicsFactory.js';
import Image from 'phaser-src/gameobjects/image/Image.js';
import 'phaser-src/gameobjects/image/ImageCreator.js';
import 'phaser-src/gameobjects/image/ImageFactory.js';
import Layer from 'phaser-src/gameobjects/layer/Layer.js';
import 'phaser-src/gameobjects/layer/LayerCreator.js';
import 'phaser-src/gameobjects/layer/LayerFactory.js';
import RenderTexture from 'phaser-src/gameobjects/rendertexture/RenderTexture.js';
import 'phaser-src/gameobjects/rendertexture/RenderTextureCreator.js';
import 'phaser-src/gameobjects/rendertexture/RenderTextureFactory.js';
import Rectangle from 'phaser-src/gameobjects/shape/rectangle/Rectangle.js';
import 'phaser-src/gameobjects/shape/rectangle/RectangleFactory.js';
import Shape from 'phaser-src/gameobjects/shape/Shape.js';
import Sprite from 'phaser-src/gameobjects/sprite/Sprite.js';
import 'phaser-src/gameobjects/sprite/SpriteCreator.js';
import 'phaser-src/gameobjects/sprite/SpriteFactory.js';
import Text from 'phaser-src/gameobjects/text/Text.js';
import 'phaser-src/gameobjects/text/TextCreator.js';
import 'phaser-src/gameobjects/text/TextFactory.js';
import TextStyle from 'phaser-src/gameobjects/text/TextStyle.js';
import UpdateList from 'phaser-src/gameobjects/UpdateList.js';
import Zone from 'phaser-src/gameobjects/zone/Zone.js';
import 'phaser-src/gameobjects/zone/ZoneCreator.js';
import 'phaser-src/gameobjects/zone/ZoneFactory.js';
import GeomCircle from 'phaser-src/geom/circle/index.js';
import GeomConst from 'phaser-src/geom/const.js';
import GeomRectangle from 'phaser-src/geom/rectangle/index.js';
import CreateInteractiveObject from 'phaser-src/input/CreateInteractiveObject.js';
import InputConst from 'phaser-src/input/const.js';
import InputEvents from 'phaser-src/input/events/index.js';
import InputManager from 'phaser-src/input/InputManager.js';
import InputPlugin from 'phaser-src/input/InputPlugin.js';
import InputPluginCache from 'phaser-src/input/InputPluginCache.js';
import Keyboard from 'phaser-src/input/keyboard/index.js';
import Mouse from 'phaser-src/input/mouse/index.js';
import Pointer from 'phaser-src/input/Pointer.js';
import Touch from 'phaser-src/input/touch/index.js';
import LoaderConst from 'phaser-src/loader/const.js';
import LoaderEvents from 'phaser-src/loader/events/index.js';
import File from 'phaser-src/loader/File.js';
import ImageFile from 'phaser-src/loader/filetypes/ImageFile.js';
import JSONFile from 'phaser-src/loader/filetypes/JSONFile.js';
import SVGFile from 'phaser-src/loader/filetypes/SVGFile.js';
import LoaderPlugin from 'phaser-src/loader/LoaderPlugin.js';
import PhaserMath from 'phaser-src/math/index.js';
import Plugins from 'phaser-src/plugins/index.js';
import BlendModes from 'phaser-src/renderer/BlendModes.js';
import CanvasRenderer from 'phaser-src/renderer/canvas/index.js';
import RendererEvents from 'phaser-src/renderer/events/index.js';
import ScaleModes from 'phaser-src/renderer/ScaleModes.js';
import Snapshot from 'phaser-src/renderer/snapshot/index.js';
import WebGLConst from 'phaser-src/renderer/webgl/const.js';
import WebGLRenderer from 'phaser-src/renderer/webgl/WebGLRenderer.js';
import Scale from 'phaser-src/scale/index.js';
import Scenes from 'phaser-src/scene/index.js';
import Scene from 'phaser-src/scene/Scene.js';
import Structs from 'phaser-src/structs/index.js';
import Textures from 'phaser-src/textures/index.js';
import Time from 'phaser-src/time/index.js';
import Tweens from 'phaser-src/tweens/index.js';
import Class from 'phaser-src/utils/Class.js';
import NOOP from 'phaser-src/utils/NOOP.js';

type PhaserNamespace = typeof PhaserTypes;

// Not renderer/index.js: through renderer/webgl/index.js it pulls in every shader and render node.
// Only the parts of these namespaces a card table needs (their indexes pull in intersections, polygons,
// colour matrices, alignment helpers and every array utility).
const Display = { Color };
const Geom = { ...(GeomConst as Record<string, unknown>), Circle: GeomCircle, Rectangle: GeomRectangle };
const Utils = { NOOP };

const Renderer = {
  Events: RendererEvents,
  Snapshot,
  Canvas: CanvasRenderer,
  WebGL: { ...(WebGLConst as Record<string, unknown>), WebGLRenderer },
};

const constants = CONST as Record<string, unknown>;

const built: Record<string, unknown> = {
  ...constants,
  Animations,
  BlendModes,
  Cache,
  Cameras: { Scene2D },
  Class,
  Core,
  Data,
  Display,
  Events,
  Game,
  GameObjects: {
    Events: GameObjectEvents,
    DisplayList,
    GameObjectCreator,
    GameObjectFactory,
    UpdateList,
    Components,
    GameObject,
    Container,
    Graphics,
    Image,
    Layer,
    Rectangle,
    RenderTexture,
    Shape,
    Sprite,
    Text,
    TextStyle,
    Zone,
  },
  Geom,
  Input: {
    ...(InputConst as Record<string, unknown>),
    CreateInteractiveObject,
    Events: InputEvents,
    InputManager,
    InputPlugin,
    InputPluginCache,
    Keyboard,
    Mouse,
    Pointer,
    Touch,
  },
  Loader: {
    ...(LoaderConst as Record<string, unknown>),
    Events: LoaderEvents,
    File,
    FileTypes: { ImageFile, JSONFile, SVGFile },
    LoaderPlugin,
  },
  Math: PhaserMath,
  Plugins,
  Renderer,
  Scale,
  ScaleModes,
  Scene,
  Scenes,
  Structs,
  Textures,
  Time,
  Tweens,
  Utils,
};

/** The custom build, typed as the full `Phaser` namespace (see the header for what is really in it). */
const Phaser = built as unknown as PhaserNamespace;

export default Phaser;

// Named exports, for `import * as Phaser from 'phaser'` and `import { Scene } from 'phaser'`.
export const { AUTO, CANVAS, WEBGL, HEADLESS, FOREVER, NONE, UP, DOWN, LEFT, RIGHT, VERSION, LOG_VERSION } = Phaser;
export const { Cameras, GameObjects, Input, Loader } = Phaser;
export {
  Animations,
  BlendModes,
  Cache,
  Class,
  Core,
  Data,
  Display,
  Events,
  Game,
  Geom,
  PhaserMath as Math,
  Plugins,
  Renderer,
  Scale,
  ScaleModes,
  Scene,
  Scenes,
  Structs,
  Textures,
  Time,
  Tweens,
  Utils,
};

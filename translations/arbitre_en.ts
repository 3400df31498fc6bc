<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>MapText</name>
    <message numerus="yes">
        <location filename="../src/gui/umbra/play_text_map.cpp" line="+104"/>
        <source>%1 cannot reach %2 this turn: %n movement point(s) left.</source>
        <translation>
            <numerusform>%1 cannot reach %2 this turn: %n movement point left.</numerusform>
            <numerusform>%1 cannot reach %2 this turn: %n movement points left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OutlookText</name>
    <message numerus="yes">
        <location filename="../src/gui/umbra/map/outlook_marks.cpp" line="+102"/>
        <source>%n troop(s) of %1 arrive at %2 %3 on day %4 (UD-18, UD-69):</source>
        <translation>
            <numerusform>%n troop of %1 arrives at %2 %3 on day %4 (UD-18, UD-69):</numerusform>
            <numerusform>%n troops of %1 arrive at %2 %3 on day %4 (UD-18, UD-69):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message numerus="yes">
        <location filename="../src/gui/umbra/play_text.cpp" line="+93"/>
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n wound</numerusform>
            <numerusform>%n wounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n damage</source>
        <translation>
            <numerusform>%n damage</numerusform>
            <numerusform>%n damage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n morale loss(es)</source>
        <translation>
            <numerusform>%n morale loss</numerusform>
            <numerusform>%n morale losses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+115"/>
        <source> · %n contact(s) will fight next turn if they stay so (UD-A52)</source>
        <translation>
            <numerusform> · %n contact will fight next turn if it stays so (UD-A52)</numerusform>
            <numerusform> · %n contacts will fight next turn if they stay so (UD-A52)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source> · &lt;b&gt;%n confrontation(s)&lt;/b&gt; to resolve (UD-83)</source>
        <translation>
            <numerusform> · &lt;b&gt;%n confrontation&lt;/b&gt; to resolve (UD-83)</numerusform>
            <numerusform> · &lt;b&gt;%n confrontations&lt;/b&gt; to resolve (UD-83)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbitre::gui::HexMapView</name>
    <message numerus="yes">
        <location filename="../src/gui/umbra/map/hex_map_view_mouse.cpp" line="+312"/>
        <source>%n counter(s) in this hex: click the top one to cycle</source>
        <translation>
            <numerusform>%n counter in this hex</numerusform>
            <numerusform>%n counters in this hex: click the top one to cycle through them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbitre::gui::LevyDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/umbra/dialogs/levy_dialog.cpp" line="+97"/>
        <location line="+6"/>
        <source>%n piétaille(s)</source>
        <translation>
            <numerusform>%n piétaille</numerusform>
            <numerusform>%n piétailles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>%n cavalry unit(s)</source>
        <translation>
            <numerusform>%n cavalry unit</numerusform>
            <numerusform>%n cavalry units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n men-at-arms unit(s)</source>
        <translation>
            <numerusform>%n men-at-arms unit</numerusform>
            <numerusform>%n men-at-arms units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n unité(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbitre::gui::OddsPanel</name>
    <message numerus="yes">
        <location filename="../src/gui/common/odds_panel.cpp" line="+287"/>
        <source>Before the roll: exact, over %n face sequence(s).</source>
        <translation>
            <numerusform>Before the roll: exact, over %n face sequence.</numerusform>
            <numerusform>Before the roll: exact, over %n face sequences.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Before the roll: %n seeded plays, each percentage within about two points.</source>
        <translation>
            <numerusform>Before the roll: %n seeded play, each percentage within about two points.</numerusform>
            <numerusform>Before the roll: %n seeded plays, each percentage within about two points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbitre::gui::OrderOfBattleModel</name>
    <message numerus="yes">
        <location filename="../src/gui/umbra/docks/order_of_battle_model_data.cpp" line="+67"/>
        <source>%1 (%2): %n troop(s)</source>
        <translation>
            <numerusform>%1 (%2): %n troop</numerusform>
            <numerusform>%1 (%2): %n troops</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+186"/>
        <source>%n wound(s) (UD-41)</source>
        <translation>
            <numerusform>%n wound (UD-41)</numerusform>
            <numerusform>%n wounds (UD-41)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbitre::gui::PmBattleWindow</name>
    <message numerus="yes">
        <location filename="../src/gui/pm/pm_battle_panels.cpp" line="+163"/>
        <source>%1 PM → %n dice:</source>
        <translation>
            <numerusform>%1 PM → %n die:</numerusform>
            <numerusform>%1 PM → %n dice:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/pm/pm_battle_window.cpp" line="+281"/>
        <source>%1 rolls %n PM dice (PM-3); %2 typed.</source>
        <translation>
            <numerusform>%1 rolls %n PM die (PM-3); %2 typed.</numerusform>
            <numerusform>%1 rolls %n PM dice (PM-3); %2 typed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+146"/>
        <source>%n PM dice</source>
        <translation>
            <numerusform>%n PM die</numerusform>
            <numerusform>%n PM dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n dice of d%1</source>
        <translation>
            <numerusform>%n die of d%1</numerusform>
            <numerusform>%n dice of d%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbitre::gui::UmbraWindow</name>
    <message numerus="yes">
        <location filename="../src/gui/umbra/umbra_window_setup.cpp" line="+117"/>
        <source>Paint %1 (%n hex(es))</source>
        <translation>
            <numerusform>Paint %1 (%n hex)</numerusform>
            <numerusform>Paint %1 (%n hexes)</numerusform>
        </translation>
    </message>
</context>
</TS>

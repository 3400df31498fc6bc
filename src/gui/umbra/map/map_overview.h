// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QImage>
#include <QPointer>
#include <QWidget>

namespace arbitre::gui {

class HexMapView;
class UmbraDocument;
struct DocumentChange;

/**
 * The whole map in small, with the rectangle the map view shows and a dot per stack of units in its
 * side's colour. Clicking or dragging on it moves the view there. The terrain picture is rendered once
 * per size and terrain edit; units and the rectangle are drawn live.
 */
class MapOverview : public QWidget
{
    Q_OBJECT

public:
    explicit MapOverview(QWidget *parent = nullptr);

    /** Follows `view`: its document, its viewport; clicks pan it. */
    void setView(HexMapView *view);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    QPointer<HexMapView> m_view;
    QPointer<UmbraDocument> m_document; /**< the view's document we listen to */
    QImage m_thumbnail;
    bool m_dirty = true;
    QRectF m_target;      /**< where the map is drawn, in widget pixels */
    double m_scale = 1.0; /**< widget pixels per map unit */

    void viewChanged();
    void documentChanged(const DocumentChange &change);
    void layoutMap();
    void panTo(QPointF widgetPos);
};

} // namespace arbitre::gui
